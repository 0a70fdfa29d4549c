import type { CartStore } from '@ata/core/cart';
import { QueryClientProvider } from '@tanstack/react-query';
import { CartProvider } from '../cart/CartProvider.tsx';
import { queryClient } from '../shared/queryClient.ts';
import { CartDrawer } from './CartDrawer.tsx';

/** The drawer with its data and cart context; loaded the first time the cart is opened. */
export default function DrawerApp({ store }: { store: CartStore }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CartProvider store={store}>
        <CartDrawer />
      </CartProvider>
    </QueryClientProvider>
  );
}
