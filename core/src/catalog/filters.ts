import {
  DEFAULT_SORT,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  type SortOption,
  sortOptions,
} from './vocabulary.ts';

/** What the shop page shows: its search and filters, named as GET /api/catalog names them. */
export interface FilterSet {
  q: string;
  category: string;
  minPrice: number;
  maxPrice: number;
  sort: SortOption;
}

/**
 * The shop's query parameters, field by field. Both names are public: shoppers share `/shop?search=…`
 * links (and the search form submits `search`), while API clients call `/api/catalog?q=…`.
 */
export const SHOP_PARAMS = {
  q: 'search',
  category: 'category',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  sort: 'sort',
} as const satisfies Record<keyof FilterSet, string>;

/** The query parameters the shop page reads (`parseFilters`); any other parameter does not change it. */
export const FILTER_PARAMS: readonly string[] = Object.values(SHOP_PARAMS);

export const emptyFilters: FilterSet = {
  q: '',
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
  const sort = sortOptions.find((option) => option.value === params.get(SHOP_PARAMS.sort))?.value;
  return {
    q: params.get(SHOP_PARAMS.q) ?? '',
    category: params.get(SHOP_PARAMS.category) ?? '',
    minPrice: clampPrice(params.get(SHOP_PARAMS.minPrice), PRICE_MIN),
    maxPrice: clampPrice(params.get(SHOP_PARAMS.maxPrice), PRICE_MAX),
    sort: sort ?? DEFAULT_SORT,
  };
}

/** Writes only what differs from the defaults: a price only when it is strictly inside the bounds. */
export function filtersToSearchParams(filters: FilterSet): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set(SHOP_PARAMS.q, filters.q.trim());
  if (filters.category) params.set(SHOP_PARAMS.category, filters.category);
  if (filters.minPrice > PRICE_MIN) params.set(SHOP_PARAMS.minPrice, String(filters.minPrice));
  if (filters.maxPrice < PRICE_MAX) params.set(SHOP_PARAMS.maxPrice, String(filters.maxPrice));
  if (filters.sort !== DEFAULT_SORT) params.set(SHOP_PARAMS.sort, filters.sort);
  return params;
}

export const hasActiveFilters = (filters: FilterSet): boolean => filtersToSearchParams(filters).size > 0;
