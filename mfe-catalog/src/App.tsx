import type { CartStore } from '@ata/core';
import { createQueryClient } from '@ata/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { CartProvider } from './cart/CartContext.tsx';
import { HomePage } from './home/HomePage.tsx';
import { ProductPage, ProductRouteNotFound } from './product/ProductPage.tsx';
import { useCurrentPath } from './routing/location.ts';
import { matchRoute } from './routing/routes.ts';
import { ShopPage } from './shop/ShopPage.tsx';
import '@ata/ui/tokens.css';
import './catalog.css';

/** Custom props the shell passes to every single-spa application. */
export interface CatalogProps {
  cart?: CartStore;
}

// One client for the life of the page: the cache survives unmounting when the shopper visits /about.
const queryClient = createQueryClient();

export function App({ cart }: CatalogProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <CartProvider cart={cart}>
        <div className="cat-root">
          <CatalogRoutes />
        </div>
      </CartProvider>
    </QueryClientProvider>
  );
}

function CatalogRoutes() {
  const { pathname } = useCurrentPath();
  const route = matchRoute(pathname);
  switch (route?.name) {
    case 'home':
      return <HomePage />;
    case 'shop':
      return <ShopPage />;
    case 'product':
      return <ProductPage key={route.id} id={route.id} />;
    case 'product-unmatched':
      return <ProductRouteNotFound />;
    default:
      return null;
  }
}
