import { z } from 'zod/mini';
import { optionalImageUrlSchema, requiredText, timestampSchema, uuidSchema } from '../validation/schema.ts';

export const categorySchema = z.object({
  id: uuidSchema,
  name: z.string(),
  slug: z.string(),
  imageUrl: z.nullish(z.string()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

/** The admin category form. */
export const categoryInputSchema = z.object({
  name: requiredText(2, 'Category name is required', 200),
  slug: requiredText(2, 'Slug is required', 200),
  imageUrl: optionalImageUrlSchema,
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
