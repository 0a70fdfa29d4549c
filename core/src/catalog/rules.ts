import type { Category } from '../category/schema.ts';
import type { Product } from '../product/schema.ts';

/** The home page shows at most 4 featured products, those of the `spices` category first. */
export const FEATURED_LIMIT = 4;
export const FEATURED_FIRST_CATEGORY_SLUG = 'spices';

export function orderFeatured<T extends Product>(
  products: readonly T[],
  categories: readonly Category[],
): T[] {
  const firstId = categories.find((c) => c.slug === FEATURED_FIRST_CATEGORY_SLUG)?.id;
  const featured = products.filter((p) => p.isFeatured);
  const first = featured.filter((p) => firstId !== undefined && p.categoryId === firstId);
  const rest = featured.filter((p) => !first.includes(p));
  return [...first, ...rest].slice(0, FEATURED_LIMIT);
}
