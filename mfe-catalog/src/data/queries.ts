import { type Category, categoryListSchema } from '@ata/core/category';
import { api } from '@ata/core/http';
import { type Product, productListSchema, productSchema } from '@ata/core/product';
import { retryUnlessClientError } from '@ata/ui';
import { useQuery } from '@tanstack/react-query';

// Query keys start with the API path (the default query function reads the first key element as the path).
// Every answer is read with core's schemas: prices arrive as text and are used as numbers.
type QueryContext = { signal?: AbortSignal };

export const productsQuery = {
  queryKey: ['/api/products'],
  queryFn: async ({ signal }: QueryContext): Promise<Product[]> =>
    productListSchema.parse(await api.getJson('/api/products', { signal })),
};

export const categoriesQuery = {
  queryKey: ['/api/categories'],
  queryFn: async ({ signal }: QueryContext): Promise<Category[]> =>
    categoryListSchema.parse(await api.getJson('/api/categories', { signal })),
};

export const productQuery = (id: string) => {
  const path = `/api/products/${encodeURIComponent(id)}`;
  return {
    queryKey: [path],
    queryFn: async ({ signal }: QueryContext): Promise<Product> =>
      productSchema.parse(await api.getJson(path, { signal })),
  };
};

export const useProducts = () => useQuery(productsQuery);
export const useCategories = () => useQuery(categoriesQuery);
/** A missing or malformed product will not appear by asking again: show 'Product Not Found' at once. */
export const useProduct = (id: string) =>
  useQuery({ ...productQuery(id), enabled: id !== '', retry: retryUnlessClientError });
