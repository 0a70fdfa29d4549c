import { findCategory } from '../category/rules.ts';
import type { Category } from '../category/schema.ts';
import type { Product } from '../product/schema.ts';
import { PRICE_MAX, type SortOption } from './filters.ts';
import type { FilterSet } from './schema.ts';

type Sortable = Pick<Product, 'name' | 'price' | 'createdAt'>;

const byName = (a: Sortable, b: Sortable) => a.name.localeCompare(b.name, 'en');
const comparators: Record<SortOption, (a: Sortable, b: Sortable) => number> = {
  'name-asc': byName,
  'name-desc': (a, b) => byName(b, a),
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  newest: (a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime(),
};

/** Sorts by one of the shop's sort options; returns a new array. */
export const sortProducts = <T extends Sortable>(products: readonly T[], sort: SortOption): T[] =>
  [...products].sort(comparators[sort]);

/** The shop's filters; search is a case-insensitive substring of the name or the description. */
export function filterProducts<T extends Product>(
  products: readonly T[],
  filters: FilterSet,
  categories: readonly Category[],
): T[] {
  const search = filters.search.trim().toLowerCase();
  const category = filters.category ? findCategory(categories, filters.category) : undefined;
  const matches = products.filter((product) => {
    if (search && !`${product.name}\n${product.description}`.toLowerCase().includes(search)) return false;
    if (filters.category && product.categoryId !== (category?.id ?? filters.category)) return false;
    // The slider's top end means "no upper limit": bundles above ₦10,000 stay visible unfiltered.
    const underMax = filters.maxPrice >= PRICE_MAX || product.price <= filters.maxPrice;
    return product.price >= filters.minPrice && underMax;
  });
  return sortProducts(matches, filters.sort);
}

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
