// The admin's product form, apart from the product as the API answers it (schema.ts): the partner widget
// parses answers and must not carry the form's rules.
import { z } from 'zod/mini';
import {
  checked,
  optionalImageUrlSchema,
  PRICE_LIMIT,
  PRICE_LIMIT_MESSAGE,
  requiredChoice,
  requiredText,
  uuidSchema,
} from '../validation/schema.ts';
import { VARIANTS_MAX } from './variants.ts';

/** The stock columns are PostgreSQL integers. */
const STOCK_MAX = 2_147_483_647;
const WEIGHT_MAX = 1_000_000;
const VARIANT_PRICE_MESSAGE = 'Price must be a positive number';

const nairaAmount = (message: string) =>
  checked(
    z.pipe(
      z.union([z.number(), z.string()], message),
      z.transform((value) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value))),
    ),
    z.refine((value) => Number.isFinite(value) && value > 0, message),
    z.refine((value) => !(value > PRICE_LIMIT), PRICE_LIMIT_MESSAGE),
  );

/** An optional amount: empty or null means none. */
const optionalNairaAmount = (message: string) =>
  checked(
    z.pipe(
      z.nullish(z.union([z.number(), checked(z.string(), z.maxLength(20))], message)),
      z.transform((value): number | null =>
        value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
          ? null
          : Number(value),
      ),
    ),
    z.refine((value) => value === null || (Number.isFinite(value) && value > 0), message),
    z.refine((value) => value === null || !(value > PRICE_LIMIT), PRICE_LIMIT_MESSAGE),
  );

/** One size on the admin's product form (an `id` keeps an existing size; without one, a new size). */
export const productVariantInputSchema = z.object({
  id: z.optional(uuidSchema),
  label: requiredText(1, 'Size label is required', 60),
  /** Empty: the shop makes one from the product's slug and the label. */
  sku: z.pipe(
    z.nullish(
      checked(
        z.string(),
        z.trim(),
        z.maxLength(200, 'SKU must be at most 200 characters'),
        z.regex(/^[A-Za-z0-9._-]*$/, 'SKU may use letters, digits, dot, dash and underscore'),
      ),
    ),
    z.transform((value) => (value ? value : null)),
  ),
  price: nairaAmount(VARIANT_PRICE_MESSAGE),
  compareAtPrice: optionalNairaAmount('Compare-at price must be a positive number'),
  stock: z._default(
    checked(
      z.int('Stock must be 0 or greater'),
      z.gte(0, 'Stock must be 0 or greater'),
      z.lte(STOCK_MAX, `Stock must be at most ${STOCK_MAX}`),
    ),
    0,
  ),
  weightGrams: z._default(
    z.nullable(
      checked(
        z.int('Weight must be a whole number of grams'),
        z.gte(1, 'Weight must be at least 1 g'),
        z.lte(WEIGHT_MAX, `Weight must be at most ${WEIGHT_MAX} g`),
      ),
    ),
    null,
  ),
});
export type ProductVariantInput = z.infer<typeof productVariantInputSchema>;

export const productVariantsInputSchema = checked(
  z.array(productVariantInputSchema),
  z.minLength(1, 'A product needs at least one size'),
  z.maxLength(VARIANTS_MAX, `At most ${VARIANTS_MAX} sizes`),
  z.refine(
    (variants) => new Set(variants.map((variant) => variant.label.toLowerCase())).size === variants.length,
    'Each size needs its own label',
  ),
);

const PRICE_MESSAGE = 'Price must be a positive number';
const STOCK_MESSAGE = 'Stock must be 0 or greater';

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
