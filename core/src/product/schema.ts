import { z } from 'zod/mini';
import { priceSchema, timestampSchema, uuidSchema } from '../validation/schema.ts';

// The API's shapes only: the rules on sizes (variants.ts) and stock (rules.ts) stay free of zod, so the
// storefront's first scripts can use them without it (#27).

/** A size of a product as the API answers it: money in naira, like the product's own `price`. */
export const productVariantSchema = z.object({
  id: uuidSchema,
  label: z.string(),
  sku: z.string(),
  price: z.number(),
  compareAtPrice: z.nullish(z.number()),
  stock: z.int(),
  weightGrams: z.nullish(z.int()),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

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
