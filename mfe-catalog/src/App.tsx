import type { CartStore } from '@ata/core/cart';
import { messages } from '@ata/core/site';
import { CartProvider, createQueryClient, preloadable, usePathname } from '@ata/ui';
import { hydrateFromServer } from '@ata/ui/server-state.ts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { HomePage } from './home/HomePage.tsx';
import { catalogScreen } from './routing/routes.ts';
import '@ata/ui/tokens.css';
import './catalog.css';

/** Custom props the shell passes to every single-spa application. */
export interface CatalogProps {
  cart?: CartStore;
  /** The server render's own client (each request has one); the browser's page-wide one otherwise. */
  queryClient?: QueryClient;
}

// Home is in the first bundle; the shop and the product page load on demand (the JS budget of `/`).
const ShopPage = preloadable(() => import('./shop/ShopPage.tsx').then((m) => m.ShopPage));
const ProductPage = preloadable(() => import('./product/ProductPage.tsx').then((m) => m.ProductPage));

/** The code of the screen a path shows, loaded before a server-rendered page is hydrated. */
export function preloadScreen(pathname: string): Promise<unknown> | undefined {
  const route = catalogScreen(pathname);
  if (route?.name === 'shop') return ShopPage.preload();
  if (route?.name === 'product') return ProductPage.preload();
  return undefined;
}

// One client for the life of the page: the cache survives unmounting when the shopper visits /about.
// It starts with what the server rendered the page with.
const browserClient =
  typeof document === 'undefined' ? undefined : hydrateFromServer(createQueryClient(), 'mfe_catalog');

export function App({ cart, queryClient = browserClient }: CatalogProps) {
  if (!queryClient) throw new Error('The catalogue needs a query client');
  return (
    <QueryClientProvider client={queryClient}>
      <CartProvider store={cart}>
        <div className="cat-root">
          <Suspense fallback={<PageLoading />}>
            <CatalogRoutes />
          </Suspense>
        </div>
      </CartProvider>
    </QueryClientProvider>
  );
}

function CatalogRoutes() {
  const route = catalogScreen(usePathname());
  switch (route?.name) {
    case 'home':
      return <HomePage />;
    case 'shop':
      return <ShopPage />;
    case 'product':
      return <ProductPage key={route.id} id={route.id} />;
    case 'product-unmatched':
      return <p className="cat-page cat-unmatched">{messages.productRouteNotFound}</p>;
    default:
      return null;
  }
}

function PageLoading() {
  return (
    <div className="cat-page cat-page--loading" aria-busy="true">
      <p className="ui-visually-hidden" role="status">
        Loading…
      </p>
      <div className="cat-shimmer cat-skeleton-line cat-skeleton-line--title" />
      <div className="cat-shimmer cat-skeleton-line" />
      <div className="cat-shimmer cat-skeleton-line cat-skeleton-line--short" />
    </div>
  );
}
