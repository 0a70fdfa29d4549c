import type { FilterSet } from './filters.ts';
import { CATALOG_PAGE_SIZE, type CatalogSort, PRICE_MAX, PRICE_MIN } from './vocabulary.ts';

/**
 * What a client may ask GET /api/catalog for (one page of the storefront's catalogue, searched, filtered and
 * sorted by the server): the same fields as values instead of query-string text.
 */
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
    q: filters.q.trim() || undefined,
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
