import type { FilterSet } from './schema.ts';

/** The shop's sort options; name-asc is the default and is left out of the URL. */
export const sortOptions = [
  { value: 'name-asc', label: 'Name: A to Z' },
  { value: 'name-desc', label: 'Name: Z to A' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest' },
] as const;
export type SortOption = (typeof sortOptions)[number]['value'];
export const DEFAULT_SORT: SortOption = 'name-asc';

/** The price filter: whole Naira from 0 to 10,000 in steps of 100. */
export const PRICE_MIN = 0;
export const PRICE_MAX = 10_000;
export const PRICE_STEP = 100;

/** The query parameters the shop page reads (`parseFilters`); any other parameter does not change it. */
export const FILTER_PARAMS = [
  'search',
  'category',
  'minPrice',
  'maxPrice',
  'sort',
] as const satisfies readonly (keyof FilterSet)[];

export const emptyFilters: FilterSet = {
  search: '',
  category: '',
  minPrice: PRICE_MIN,
  maxPrice: PRICE_MAX,
  sort: DEFAULT_SORT,
};

const clampPrice = (raw: string | null, fallback: number): number => {
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) return fallback;
  const stepped = Math.round(value / PRICE_STEP) * PRICE_STEP;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, stepped));
};

/** Reads the shop's filter set from the address bar; anything unusable falls back to the default. */
export function parseFilters(params: URLSearchParams): FilterSet {
  // Plain checks rather than zod: the shop reads the URL on first paint and should not load zod for it.
  const sort = sortOptions.find((option) => option.value === params.get('sort'))?.value ?? DEFAULT_SORT;
  return {
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    minPrice: clampPrice(params.get('minPrice'), PRICE_MIN),
    maxPrice: clampPrice(params.get('maxPrice'), PRICE_MAX),
    sort,
  };
}

/** Writes only what differs from the defaults: a price only when it is strictly inside the bounds. */
export function filtersToSearchParams(filters: FilterSet): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.category) params.set('category', filters.category);
  if (filters.minPrice > PRICE_MIN) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice < PRICE_MAX) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

export const hasActiveFilters = (filters: FilterSet): boolean => filtersToSearchParams(filters).size > 0;
