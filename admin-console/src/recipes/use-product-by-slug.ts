import type { Product } from '@ata/core/product';
import { useGetList } from 'react-admin';

/** The product a recipe line names by its slug (undefined while loading, or when no product has it). */
export function useProductBySlug(slug: unknown): Product | undefined {
  const named = typeof slug === 'string' && slug !== '';
  const { data } = useGetList<Product>(
    'products',
    { filter: { slug }, pagination: { page: 1, perPage: 1 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: named },
  );
  return named ? data?.[0] : undefined;
}
