// The catalogue's words, shared by the shop, its address bar and GET /api/catalog. A leaf module: the
// schema, the shop's filters and the API requests all import it, and it imports none of them.

/**
 * How a catalogue page may be ordered (GET /api/catalog's `sort`). `relevance` is the API's default when
 * there is a search and means name-asc without one.
 */
export const catalogSorts = [
  'relevance',
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
  'newest',
] as const;
export type CatalogSort = (typeof catalogSorts)[number];

/** The sorts the shop's menu offers: all but relevance, which the shop never asks for. */
export type SortOption = Exclude<CatalogSort, 'relevance'>;

/**
 * The shop's sort menu, in order; name-asc is the default and is left out of the URL. A literal, so that a
 * bundle that shows no menu (the partner widget) leaves it out; vocabulary.test.ts checks it lists every sort.
 */
export const sortOptions = [
  { value: 'name-asc', label: 'Name: A to Z' },
  { value: 'name-desc', label: 'Name: Z to A' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest' },
] as const satisfies readonly { value: SortOption; label: string }[];
export const DEFAULT_SORT: SortOption = 'name-asc';

export const CATALOG_PAGE_SIZE = 24;
export const CATALOG_MAX_PAGE_SIZE = 100;
/** Offset paging is bounded: deeper than this many results, narrow the search instead. */
export const CATALOG_MAX_RESULTS = 10_000;
export const CATALOG_QUERY_MAX_LENGTH = 100;

/** The shop's price filter: whole Naira from 0 to 10,000 in steps of 100; the top end means "no limit". */
export const PRICE_MIN = 0;
export const PRICE_MAX = 10_000;
export const PRICE_STEP = 100;
