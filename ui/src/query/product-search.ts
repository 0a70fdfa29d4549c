import { type CatalogPage, catalogPageSchema, catalogPath } from '@ata/core/catalog';
import { api } from '@ata/core/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How many products a search preview lists, and how long typing must pause before it asks. */
export const SEARCH_PREVIEW_SIZE = 6;
export const TYPING_DELAY_MS = 250;

/**
 * The top products for a text (GET /api/catalog?q=…&pageSize=6), keyed by its path like every storefront
 * read, so a text typed again is answered from the cache. Not retried beyond the API client's own retries
 * (network, 429): a shopper waiting on a preview should learn at once that search is unavailable.
 */
export const productSearchQuery = (q: string) => {
  const path = catalogPath({ q, pageSize: SEARCH_PREVIEW_SIZE });
  return queryOptions({
    queryKey: [path],
    queryFn: async ({ signal }): Promise<CatalogPage> =>
      catalogPageSchema.parse(await api.getJson(path, { signal })),
    retry: false,
  });
};

export type ProductSearch =
  | { status: 'idle' }
  | { status: 'loading'; text: string }
  | { status: 'done'; text: string; page: CatalogPage }
  | { status: 'error'; text: string };

/** `value` once it has stayed the same for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * A search preview for the text as typed: asked of the server once typing pauses. Only the answer for the
 * text in the box is ever shown: while typing, or while that text's answer is on its way, it is `loading`
 * (an older text's answer is never shown in its place; its request is aborted when nothing reads it).
 */
export function useProductSearch(text: string): ProductSearch {
  const q = text.trim();
  const settled = useSettled(q, TYPING_DELAY_MS);
  const current = settled === q && q !== '';
  const query = useQuery({ ...productSearchQuery(settled), enabled: current });
  if (!q) return { status: 'idle' };
  if (!current || query.isPending) return { status: 'loading', text: q };
  if (query.isError) return { status: 'error', text: q };
  return { status: 'done', text: q, page: query.data };
}
