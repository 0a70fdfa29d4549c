import type { CartStore } from '@ata/core/cart';
import { messages } from '@ata/core/site';
import { CartProvider, createQueryClient, PageRoutes, usePathname } from '@ata/ui';
import { hydrateFromServer } from '@ata/ui/server-state.ts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { catalogPages } from './pages.ts';
import { isUnmatchedProductPath } from './routing/routes.ts';
import '@ata/ui/tokens.css';
import './catalog.css';

/** Custom props the shell passes to every single-spa application. */
export interface CatalogProps {
  cart?: CartStore;
  /** The server render's own client (each request has one); the browser's page-wide one otherwise. */
  queryClient?: QueryClient;
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
            <PageRoutes pages={catalogPages} fallback={<UnmatchedProduct />} />
          </Suspense>
        </div>
      </CartProvider>
    </QueryClientProvider>
  );
}

function UnmatchedProduct() {
  return isUnmatchedProductPath(usePathname()) ? (
    <p className="cat-page cat-unmatched">{messages.productRouteNotFound}</p>
  ) : null;
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
