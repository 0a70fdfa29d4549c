import type { CartStore } from '@ata/core/cart';
import { messages } from '@ata/core/site';
import { CartProvider, createQueryClient, usePathname } from '@ata/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { HomePage } from './home/HomePage.tsx';
import { catalogScreen } from './routing/routes.ts';
import '@ata/ui/tokens.css';
import './catalog.css';

/** Custom props the shell passes to every single-spa application. */
export interface CatalogProps {
  cart?: CartStore;
}

// Home is in the first bundle; the shop and the product page load on demand (the JS budget of `/`).
const ShopPage = lazy(() => import('./shop/ShopPage.tsx').then((m) => ({ default: m.ShopPage })));
const ProductPage = lazy(() => import('./product/ProductPage.tsx').then((m) => ({ default: m.ProductPage })));

// One client for the life of the page: the cache survives unmounting when the shopper visits /about.
const queryClient = createQueryClient();

export function App({ cart }: CatalogProps) {
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
