import type { CartStore } from '@ata/core/cart';
import type { Category } from '@ata/core/category';
import type { Product } from '@ata/core/product';
import { recordedCatalogPage } from '@ata/core/testing';
import { CartProvider, onToast, type ToastOptions } from '@ata/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { categoriesQuery } from '../src/data/queries.ts';

export function fakeCart() {
  return {
    getSnapshot: () => ({ items: [], total: 0, isOpen: false }),
    subscribe: () => () => {},
    add: vi.fn<CartStore['add']>(),
    setQuantity: vi.fn(),
    remove: vi.fn(),
    clear: vi.fn(),
    open: vi.fn(),
    close: vi.fn(),
  } satisfies CartStore;
}

/** Renders a catalogue screen with cached data (no network) and records the toasts it raises. */
export function renderCatalog(
  ui: ReactElement,
  data: { products?: Product[]; categories?: Category[]; cart?: ReturnType<typeof fakeCart> } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const { products } = data;
  if (products) answerCatalogQueries(client, products);
  if (data.categories) client.setQueryData(categoriesQuery.queryKey, data.categories);
  const toasts: ToastOptions[] = [];
  const stopToasts = onToast((toast) => toasts.push(toast));
  const cart = data.cart ?? fakeCart();
  const result = render(
    <QueryClientProvider client={client}>
      <CartProvider store={cart}>{ui}</CartProvider>
    </QueryClientProvider>,
  );
  return { ...result, client, toasts, cart, stopToasts };
}

/** A fetch that answers JSON by path; anything else is a 404. */
export function fakeFetch(routes: Record<string, unknown>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path in routes) {
      return new Response(JSON.stringify(routes[path]), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ message: 'Product not found' }), { status: 404 });
  });
}

/**
 * Answers GET /api/catalog with what the real API answered for the same products (recorded in
 * `@ata/core/testing`, checked against the API by api/test/catalog-answers.test.ts): every catalogue query
 * gets its answer the moment it is created, so screens render their results synchronously, as with a warm cache.
 */
function answerCatalogQueries(client: QueryClient, products: Product[]) {
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const [path, mode] = event.query.queryKey as [unknown, unknown];
    if (typeof path !== 'string' || !path.startsWith('/api/catalog')) return;
    const page = recordedCatalogPage(path, products);
    client.setQueryData(
      event.query.queryKey,
      mode === 'pages' ? { pages: [page], pageParams: [page.page] } : page,
    );
  });
}
