import {
  type CatalogPage,
  type CatalogRequest,
  catalogPath,
  parseFilters,
  shopCatalogRequest,
} from '@ata/core/catalog';
import type { Category } from '@ata/core/category';
import { type ApiClient, api } from '@ata/core/http';
import type { Product } from '@ata/core/product';
import { retryUnlessClientError } from '@ata/ui';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';

// Query keys start with the API path (the default query function reads the first key element as the path).
// Every answer is read with core's schemas: prices arrive as text and are used as numbers.
type QueryContext = { signal?: AbortSignal };
type Schemas = typeof import('./schemas.ts');

/**
 * Reads an answer with one of core's schemas. The schemas (and zod) load with the first query the browser
 * runs, alongside its request, not before the page hydrates: the server's answers come with the page (#27).
 */
async function read<T>(answer: Promise<unknown>, pick: (schemas: Schemas) => { parse(data: unknown): T }) {
  const [schemas, data] = await Promise.all([import('./schemas.ts'), answer]);
  return pick(schemas).parse(data);
}

/**
 * The catalogue's queries over an API client: the browser's, or a server render's in-process one
 * (same keys, so the browser picks up what the server prefetched).
 */
export function catalogQueries(client: ApiClient = api) {
  return {
    /** One page of GET /api/catalog (search, filters, sort, facets): only what a section shows. */
    catalog: (request: CatalogRequest) => {
      const path = catalogPath(request);
      return {
        queryKey: [path],
        queryFn: ({ signal }: QueryContext): Promise<CatalogPage> =>
          read(client.getJson(path, { signal }), (s) => s.catalogPageSchema),
      };
    },
    /**
     * The shop's products for its address bar's query string (`?search=…&category=…`): pages of 24, one
     * more per "Load more". A plain function of the URL, so the server render prefetches the same query.
     */
    shopCatalog: (search: string) => {
      const filters = parseFilters(new URLSearchParams(search));
      return infiniteQueryOptions({
        queryKey: [catalogPath(shopCatalogRequest(filters)), 'pages'],
        queryFn: ({ pageParam, signal }): Promise<CatalogPage> =>
          read(
            client.getJson(catalogPath(shopCatalogRequest(filters, pageParam)), { signal }),
            (s) => s.catalogPageSchema,
          ),
        initialPageParam: 1,
        // A short page is the last, also when the total is an estimate that the pages stop short of.
        getNextPageParam: (last: CatalogPage) =>
          last.items.length === last.pageSize && last.page * last.pageSize < last.total
            ? last.page + 1
            : undefined,
      });
    },
    categories: {
      queryKey: ['/api/categories'],
      queryFn: ({ signal }: QueryContext): Promise<Category[]> =>
        read(client.getJson('/api/categories', { signal }), (s) => s.categoryListSchema),
    },
    product: (id: string) => {
      const path = `/api/products/${encodeURIComponent(id)}`;
      return {
        queryKey: [path],
        queryFn: ({ signal }: QueryContext): Promise<Product> =>
          read(client.getJson(path, { signal }), (s) => s.productSchema),
      };
    },
  };
}

const browserQueries = catalogQueries();
export const catalogQuery = browserQueries.catalog;
export const shopCatalogQuery = browserQueries.shopCatalog;
export const categoriesQuery = browserQueries.categories;
export const productQuery = browserQueries.product;

export const useCatalog = (request: CatalogRequest, enabled = true) =>
  useQuery({ ...catalogQuery(request), enabled });
/** Keeps the current results on screen while the next filters' results load. */
export const useShopCatalog = (search: string) =>
  useInfiniteQuery({ ...shopCatalogQuery(search), placeholderData: keepPreviousData });
export const useCategories = () => useQuery(categoriesQuery);
/** A missing or malformed product will not appear by asking again: show 'Product Not Found' at once. */
export const useProduct = (id: string) =>
  useQuery({ ...productQuery(id), enabled: id !== '', retry: retryUnlessClientError });
