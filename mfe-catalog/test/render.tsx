import type { CartStore } from '@ata/core/cart';
import {
  type CatalogPage,
  DEFAULT_SORT,
  filterProducts,
  PRICE_MAX,
  type SortOption,
  sortOptions,
} from '@ata/core/catalog';
import type { Category } from '@ata/core/category';
import type { Product } from '@ata/core/product';
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
  if (products) answerCatalogQueries(client, products, data.categories ?? []);
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
 * Stands in for GET /api/catalog over the given products (the shop's documented filters, name/price/date
 * sorts, pages and facets): every catalogue query gets its answer the moment it is created, so screens
 * render their results synchronously, as with a warm cache.
 */
function answerCatalogQueries(client: QueryClient, products: Product[], categories: Category[]) {
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const [path, mode] = event.query.queryKey as [unknown, unknown];
    if (typeof path !== 'string' || !path.startsWith('/api/catalog')) return;
    const page = fakeCatalogPage(new URL(path, 'http://shop.test').searchParams, products, categories);
    client.setQueryData(
      event.query.queryKey,
      mode === 'pages' ? { pages: [page], pageParams: [page.page] } : page,
    );
  });
}

export function fakeCatalogPage(
  params: URLSearchParams,
  products: Product[],
  categories: Category[],
): CatalogPage {
  const number = (name: string) => (params.has(name) ? Number(params.get(name)) : undefined);
  const sort = sortOptions.find((option) => option.value === params.get('sort'))?.value ?? DEFAULT_SORT;
  const base = {
    search: params.get('q') ?? '',
    minPrice: number('minPrice') ?? 0,
    maxPrice: number('maxPrice') ?? PRICE_MAX,
    sort: sort as SortOption,
  };
  const flag = (name: string, product: Product) =>
    !params.has(name) ||
    String(name === 'inStock' ? product.stock > 0 : product.isFeatured) === params.get(name);
  const others = products.filter((product) => flag('inStock', product) && flag('featured', product));
  const matches = filterProducts(others, { ...base, category: params.get('category') ?? '' }, categories);
  const anyCategory = filterProducts(others, { ...base, category: '' }, categories);
  const anyPrice = filterProducts(
    others,
    { ...base, category: params.get('category') ?? '', minPrice: 0, maxPrice: PRICE_MAX },
    categories,
  );
  const page = number('page') ?? 1;
  const pageSize = number('pageSize') ?? 24;
  const prices = anyPrice.map((product) => product.price);
  return {
    items: matches.slice((page - 1) * pageSize, page * pageSize),
    total: matches.length,
    page,
    pageSize,
    facets: {
      categories: categories.map((category) => ({
        slug: category.slug,
        count: anyCategory.filter((product) => product.categoryId === category.id).length,
      })),
      price: prices.length
        ? { min: Math.min(...prices), max: Math.max(...prices) }
        : { min: null, max: null },
    },
  };
}
