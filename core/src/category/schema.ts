import { z } from 'zod';
import { optionalImageUrlSchema, timestampSchema, uuidSchema } from '../validation/schema.ts';

export const categorySchema = z.object({
  id: uuidSchema,
  name: z.string(),
  slug: z.string(),
  imageUrl: z.string().nullish(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Category = z.infer<typeof categorySchema>;

/** The admin category form. */
export const categoryInputSchema = z.object({
  name: z.string('Category name is required').trim().min(2, 'Category name is required'),
  slug: z.string('Slug is required').trim().min(2, 'Slug is required'),
  imageUrl: optionalImageUrlSchema,
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
