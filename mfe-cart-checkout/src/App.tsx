import type { CartStore } from '@ata/core/cart';
import { CartProvider, matchRoute, usePathname } from '@ata/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cart } from './cart/store.ts';
import { CartPage } from './cart-page/CartPage.tsx';
import { CheckoutPage } from './checkout/CheckoutPage.tsx';
import { queryClient } from './shared/query-client.ts';
import '@ata/ui/tokens.css';
import './shared/base.css';
import './cart-page/cart-page.css';
import './checkout/checkout.css';

/**
 * The /cart and /checkout pages. `cart` is the shell's store (single-spa custom prop) when given; a server
 * render passes its own store and query client.
 */
export function App({ cart: store, queryClient: client }: { cart?: CartStore; queryClient?: QueryClient }) {
  const path = matchRoute(usePathname())?.route.path;
  return (
    <QueryClientProvider client={client ?? queryClient}>
      <CartProvider store={store ?? cart}>
        <div className="cart-app">
          {path === '/checkout' ? <CheckoutPage /> : path === '/cart' ? <CartPage /> : null}
        </div>
      </CartProvider>
    </QueryClientProvider>
  );
}
