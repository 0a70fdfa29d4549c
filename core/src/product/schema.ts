import { z } from 'zod/mini';
import {
  checked,
  optionalImageUrlSchema,
  PRICE_LIMIT,
  PRICE_LIMIT_MESSAGE,
  priceSchema,
  requiredChoice,
  requiredText,
  timestampSchema,
  uuidSchema,
} from '../validation/schema.ts';
import { productVariantSchema, productVariantsInputSchema } from './variants.ts';

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

const PRICE_MESSAGE = 'Price must be a positive number';
const STOCK_MESSAGE = 'Stock must be 0 or greater';
/** The stock column is a PostgreSQL integer. */
const STOCK_MAX = 2_147_483_647;

/** The admin product form. The price accepts text or a number and must be above 0. */
export const productInputSchema = z.object({
  name: requiredText(2, 'Product name is required', 200),
  slug: requiredText(2, 'Slug is required', 200),
  description: requiredText(10, 'Description is required', 5000, { multiline: true }),
  price: checked(
    z.pipe(
      z.union([z.number(), z.string()], PRICE_MESSAGE),
      z.transform((value) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value))),
    ),
    z.refine((value) => Number.isFinite(value) && value > 0, PRICE_MESSAGE),
    z.refine((value) => !(value > PRICE_LIMIT), PRICE_LIMIT_MESSAGE),
  ),
  // A number only: the console's number field sends one (null when emptied). Coercing turned true into 1
  // and null or [] into 0, so a broken client could empty a product without an error.
  stock: z._default(
    checked(
      z.int(STOCK_MESSAGE),
      z.gte(0, STOCK_MESSAGE),
      z.lte(STOCK_MAX, `Stock must be at most ${STOCK_MAX}`),
    ),
    0,
  ),
  imageUrl: optionalImageUrlSchema,
  categoryId: requiredChoice('Category is required'),
  isFeatured: z._default(z.boolean(), false),
  /**
   * The sizes, in the order shown (the first is the default). Without them, `price` and `stock` are the
   * default size's (a new product gets one size).
   */
  variants: z.optional(productVariantsInputSchema),
});
export type ProductInput = z.infer<typeof productInputSchema>;
