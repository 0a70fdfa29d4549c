import type { CartStore } from '@ata/core/cart';
import { CartProvider } from '@ata/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../shared/query-client.ts';
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
