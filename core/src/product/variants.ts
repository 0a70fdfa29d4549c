import { formatKobo } from '../money/format.ts';
import { type Kobo, nairaToNearestKobo } from '../money/kobo.ts';
import type { ProductVariant } from './schema.ts';

/** Most sizes one product has. */
export const VARIANTS_MAX = 20;
/** The label a product's only size gets when it was created without sizes (and when products migrated). */
export const DEFAULT_VARIANT_LABEL = 'Standard';
interface Priced {
  price: number;
  variants?: readonly ProductVariant[] | null;
}

/**
 * The sizes a product is sold in; a product from an older API answer has none listed. Generic, so that a
 * partial reading of the sizes (the embeds', product/reader.ts) gets its own type back.
 */
export const variantsOf = <V = ProductVariant>(product: { variants?: readonly V[] | null }): readonly V[] =>
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
