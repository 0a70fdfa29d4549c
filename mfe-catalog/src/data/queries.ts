import { type Category, categoryListSchema } from '@ata/core/category';
import { type ApiClient, ApiError, api } from '@ata/core/http';
import { type Product, productListSchema, productSchema } from '@ata/core/product';
import { parseSettings, type Settings } from '@ata/core/settings';
import { useQuery } from '@tanstack/react-query';

// Query keys start with the API path (the default query function reads the first key element as the path).
// Every answer is read with core's schemas: prices arrive as text and are used as numbers.
type QueryContext = { signal?: AbortSignal };

/** The catalogue's queries over an API client: the browser's, or the server render's in-process one. */
export function catalogQueries(client: ApiClient = api) {
  return {
    products: {
      queryKey: ['/api/products'],
      queryFn: async ({ signal }: QueryContext): Promise<Product[]> =>
        productListSchema.parse(await client.getJson('/api/products', { signal })),
    },
    categories: {
      queryKey: ['/api/categories'],
      queryFn: async ({ signal }: QueryContext): Promise<Category[]> =>
        categoryListSchema.parse(await client.getJson('/api/categories', { signal })),
    },
    product: (id: string) => {
      const path = `/api/products/${encodeURIComponent(id)}`;
      return {
        queryKey: [path],
        queryFn: async ({ signal }: QueryContext): Promise<Product> =>
          productSchema.parse(await client.getJson(path, { signal })),
      };
    },
    settings: {
      queryKey: ['/api/settings'],
      queryFn: async ({ signal }: QueryContext): Promise<Settings> =>
        parseSettings(await client.getJson<Record<string, string>>('/api/settings', { signal })),
    },
  };
}

const browserQueries = catalogQueries();
export const productsQuery = browserQueries.products;
export const categoriesQuery = browserQueries.categories;
export const productQuery = browserQueries.product;
export const settingsQuery = browserQueries.settings;

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
