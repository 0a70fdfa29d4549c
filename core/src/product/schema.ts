import { z } from 'zod';
import { optionalImageUrlSchema, priceSchema, timestampSchema, uuidSchema } from '../validation/schema.ts';

export const productSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  price: priceSchema,
  imageUrl: z.string().nullish(),
  stock: z.number().int().default(0),
  categoryId: z.string().nullish(),
  isFeatured: z.boolean().default(false),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Product = z.infer<typeof productSchema>;

/** The admin product form. The price accepts text or a number and must be above 0. */
export const productInputSchema = z.object({
  name: z.string('Product name is required').trim().min(2, 'Product name is required'),
  slug: z.string('Slug is required').trim().min(2, 'Slug is required'),
  description: z.string('Description is required').trim().min(10, 'Description is required'),
  price: z
    .union([z.number(), z.string()], 'Price must be a positive number')
    .transform((value) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value)))
    .refine((value) => Number.isFinite(value) && value > 0, 'Price must be a positive number'),
  stock: z.coerce
    .number('Stock must be 0 or greater')
    .int('Stock must be 0 or greater')
    .min(0, 'Stock must be 0 or greater')
    .default(0),
  imageUrl: optionalImageUrlSchema,
  categoryId: z.string('Category is required').min(1, 'Category is required').nullable(),
  isFeatured: z.boolean().default(false),
});
export type ProductInput = z.infer<typeof productInputSchema>;
