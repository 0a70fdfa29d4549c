import type { Category } from '@ata/core/category';
import { ApiError, api, readCategories, readProduct, readProducts } from '@ata/core/http';
import type { Product } from '@ata/core/product';
import { type Settings, withDefaultSettings } from '@ata/core/settings';
import { useQuery } from '@tanstack/react-query';

// Query keys start with the API path (SPEC §7: the default read uses the first key element as the path).
// Each answer goes through core's zod-free readers (prices arrive as text and are used as numbers,
// SPEC §3) so that zod stays out of the home page's bundle.
type QueryContext = { signal?: AbortSignal };

export const productsQuery = {
  queryKey: ['/api/products'],
  queryFn: async ({ signal }: QueryContext): Promise<Product[]> =>
    readProducts(await api.getJson('/api/products', { signal })),
};

export const categoriesQuery = {
  queryKey: ['/api/categories'],
  queryFn: async ({ signal }: QueryContext): Promise<Category[]> =>
    readCategories(await api.getJson('/api/categories', { signal })),
};

export const productQuery = (id: string) => {
  const path = `/api/products/${encodeURIComponent(id)}`;
  return {
    queryKey: [path],
    queryFn: async ({ signal }: QueryContext): Promise<Product> =>
      readProduct(await api.getJson(path, { signal })),
  };
};

export const settingsQuery = {
  queryKey: ['/api/settings'],
  queryFn: async ({ signal }: QueryContext): Promise<Settings> =>
    withDefaultSettings(await api.getJson<Record<string, string>>('/api/settings', { signal })),
};

/** A missing or malformed product will not appear by asking again: show 'Product Not Found' at once. */
const retryUnlessClientError = (failureCount: number, error: Error) => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
    return false;
  }
  return failureCount < 3;
};

export const useProducts = () => useQuery(productsQuery);
export const useCategories = () => useQuery(categoriesQuery);
export const useProduct = (id: string) =>
  useQuery({ ...productQuery(id), enabled: id !== '', retry: retryUnlessClientError });
export const useSettings = () => useQuery(settingsQuery);
