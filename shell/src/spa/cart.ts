import type { CartStore } from '@ata/core/cart';
import { asCartStore, cartHolder, createMemoryCart } from '../cart/cart-holder.ts';
import { loadRemote } from '../federation/remotes.ts';

let ready: Promise<CartStore> | undefined;

/** mfe_cart_checkout's store, shared by every application as the prop `cart`; in memory when that remote is down. */
export function cartReady(): Promise<CartStore> {
  ready ??= loadRemote('mfe_cart_checkout', './cart', asCartStore)
    .catch((error: unknown) => {
      console.error('The cart could not be loaded; using a temporary cart for this visit.', error);
      return createMemoryCart();
    })
    .then((store) => {
      cartHolder.set(store);
      return store;
    });
  return ready;
}
