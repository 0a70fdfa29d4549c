import { PRICE_MAX, PRICE_MIN } from './filters.ts';
import type { FilterSet } from './schema.ts';

/**
 * GET /api/catalog: one page of the storefront's catalogue, searched, filtered and sorted by the server.
 * `relevance` is the default when there is a search and means name-asc without one.
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

export const CATALOG_PAGE_SIZE = 24;
export const CATALOG_MAX_PAGE_SIZE = 100;
/** Offset paging is bounded: deeper than this many results, narrow the search instead. */
export const CATALOG_MAX_RESULTS = 10_000;
export const CATALOG_QUERY_MAX_LENGTH = 100;

/** What a client may ask for: the same fields as values instead of query-string text. */
export interface CatalogRequest {
  q?: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  featured?: boolean;
  sort?: CatalogSort;
  page?: number;
  pageSize?: number;
}

/** A request as the query string the API expects: empty and default values are left out. */
export function catalogSearchParams(request: CatalogRequest): URLSearchParams {
  const params = new URLSearchParams();
  const q = request.q?.trim();
  if (q) params.set('q', q);
  if (request.category) params.set('category', request.category);
  if (request.minPrice !== undefined) params.set('minPrice', String(request.minPrice));
  if (request.maxPrice !== undefined) params.set('maxPrice', String(request.maxPrice));
  if (request.inStock !== undefined) params.set('inStock', String(request.inStock));
  if (request.featured !== undefined) params.set('featured', String(request.featured));
  if (request.sort) params.set('sort', request.sort);
  if (request.page !== undefined && request.page !== 1) params.set('page', String(request.page));
  if (request.pageSize !== undefined && request.pageSize !== CATALOG_PAGE_SIZE)
    params.set('pageSize', String(request.pageSize));
  return params;
}

/**
 * The shop's filter set (from its address bar) as a catalogue request. The slider's top end means "no upper
 * limit", so it sends no maxPrice; the default sort stays name-asc as the sort menu shows it.
 */
export function shopCatalogRequest(
  filters: FilterSet,
  page = 1,
  pageSize = CATALOG_PAGE_SIZE,
): CatalogRequest {
  return {
    q: filters.search.trim() || undefined,
    category: filters.category || undefined,
    minPrice: filters.minPrice > PRICE_MIN ? filters.minPrice : undefined,
    maxPrice: filters.maxPrice < PRICE_MAX ? filters.maxPrice : undefined,
    sort: filters.sort,
    page,
    pageSize,
  };
}

/** GET /api/catalog's path for a request. */
export const catalogPath = (request: CatalogRequest): string => {
  const query = catalogSearchParams(request).toString();
  return `/api/catalog${query ? `?${query}` : ''}`;
};
