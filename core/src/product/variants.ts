import { z } from 'zod/mini';
import { formatKobo } from '../money/format.ts';
import { type Kobo, nairaToNearestKobo } from '../money/kobo.ts';
import { checked, PRICE_LIMIT, PRICE_LIMIT_MESSAGE, requiredText, uuidSchema } from '../validation/schema.ts';

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

/** Most sizes one product has. */
export const VARIANTS_MAX = 20;
/** The label a product's only size gets when it was created without sizes (and when products migrated). */
export const DEFAULT_VARIANT_LABEL = 'Standard';
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

interface Priced {
  price: number;
  variants?: readonly ProductVariant[] | null;
}

/** The sizes a product is sold in; a product from an older API answer has none listed. */
export const variantsOf = (product: Priced & { variants?: readonly ProductVariant[] | null }) =>
  product.variants ?? [];

/** The lowest price among the sizes (the product's own price when it lists none). */
export function fromPrice(product: Priced): number {
  const prices = variantsOf(product).map((variant) => variant.price);
  return prices.length > 0 ? Math.min(...prices) : product.price;
}

/** Whether the sizes differ in price: the card then says "from ₦X". */
export const pricesDiffer = (product: Priced): boolean =>
  new Set(variantsOf(product).map((variant) => variant.price)).size > 1;

/** Whether the product page offers a choice of size (one size: it looks and behaves as before). */
export const hasSizeChoice = (product: Priced): boolean => variantsOf(product).length > 1;

/** The size chosen first: the default one (first listed) unless it is sold out and another is not. */
export function initialVariant<V extends { stock: number }>(variants: readonly V[]): V | undefined {
  return variants.find((variant) => variant.stock > 0) ?? variants[0];
}

/**
 * The unit price shoppers compare: "₦X per 100 g", or "₦X per kg" for packs of 1 kg and more;
 * null without a weight.
 */
export function unitPriceText(price: number, weightGrams: number | null | undefined): string | null {
  if (!weightGrams || weightGrams <= 0) return null;
  const kobo: Kobo = nairaToNearestKobo(price);
  const perKg = weightGrams >= 1000;
  const unit = perKg ? 1000 : 100;
  return `${formatKobo(Math.round((kobo * unit) / weightGrams))} per ${perKg ? 'kg' : '100 g'}`;
}

/** "Crayfish (250 g)": an order line or cart line's name with its size (a product's only size is not said). */
export const nameWithSize = (name: string, variantLabel: string | null | undefined): string =>
  variantLabel && variantLabel !== DEFAULT_VARIANT_LABEL ? `${name} (${variantLabel})` : name;
