import { z } from 'zod/mini';
import { priceSchema, timestampSchema, uuidSchema } from '../validation/schema.ts';
import { productVariantSchema } from './variants.ts';

/** A product as the API answers it; the storefront, the widget and the API read one with this. */
export const productSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  price: priceSchema,
  imageUrl: z.nullish(z.string()),
  stock: z._default(z.int(), 0),
  categoryId: z.nullish(z.string()),
  isFeatured: z._default(z.boolean(), false),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /** The sizes, default first; `price` and `stock` above are the default size's. */
  variants: z.optional(z.array(productVariantSchema)),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);
