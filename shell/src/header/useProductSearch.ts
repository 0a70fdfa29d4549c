import { type CatalogPage, catalogPageSchema, catalogPath } from '@ata/core/catalog';
import { api } from '@ata/core/http';
import { useEffect, useState } from 'react';

/** How many products the search dialog lists, and how long typing must pause before it asks. */
export const SEARCH_PREVIEW_SIZE = 6;
const TYPING_DELAY_MS = 250;

export type ProductSearch =
  | { status: 'idle' }
  | { status: 'loading'; text: string }
  | { status: 'done'; text: string; page: CatalogPage }
  | { status: 'error'; text: string };

/**
 * The search dialog's live results: the top products for the text, asked of the server once typing pauses;
 * an answer for older text is dropped (its request is aborted), so the list always matches the box.
 */
export function useProductSearch(text: string): ProductSearch {
  const q = text.trim();
  const [state, setState] = useState<ProductSearch>({ status: 'idle' });
  useEffect(() => {
    if (!q) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading', text: q });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const raw = await api.getJson(catalogPath({ q, pageSize: SEARCH_PREVIEW_SIZE }), {
          signal: controller.signal,
        });
        setState({ status: 'done', text: q, page: catalogPageSchema.parse(raw) });
      } catch {
        if (!controller.signal.aborted) setState({ status: 'error', text: q });
      }
    }, TYPING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  return state;
}
