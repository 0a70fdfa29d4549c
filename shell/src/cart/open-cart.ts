import { navigate } from '@ata/ui';
import { isDrawerMounted } from '../spa/drawer-state.ts';
import { cartHolder, subscribeToCart } from './cart-holder.ts';

/** "Show me the cart": the drawer once it is up, the /cart page before that. */
export function openCart(): void {
  const cart = cartHolder.get();
  if (cart && isDrawerMounted()) cart.open();
  else navigate('/cart');
}

/** Calls `listener` each time the cart drawer opens. */
export function onCartOpened(listener: () => void): () => void {
  let wasOpen = cartHolder.get()?.getSnapshot().isOpen ?? false;
  return subscribeToCart(() => {
    const isOpen = cartHolder.get()?.getSnapshot().isOpen ?? false;
    if (isOpen && !wasOpen) listener();
    wasOpen = isOpen;
  });
}
