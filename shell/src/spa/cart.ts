import { CART_API_PATH, CART_TABS_CHANNEL, type CartStore } from '@ata/core/cart';
import { browserStorage } from '@ata/ui/browser-storage.ts';
import { asCartStore, cartHolder } from '../cart/cart-holder.ts';
import { type CartLeaving, createLazyCart, type LazyCart } from '../cart/lazy-cart.ts';
import { initialCartItems } from '../cart/rendered-cart.ts';
import { loadRemote } from '../federation/remotes.ts';

/** Without requestIdleCallback (Safari): this long after hydration. */
const IDLE_FALLBACK_MS = 2000;

let page: LazyCart | undefined;

/**
 * A page left before the store loaded: its changes go in one write kept alive. A bare fetch, not core's API
 * client: no retry (the page is gone) and no answer to read, and the shell's first script stays that small.
 */
const leaving = (): CartLeaving => ({
  send: (lines, signal) =>
    fetch(`${CART_API_PATH}/lines`, {
      method: 'PUT',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ lines }),
      credentials: 'include',
      keepalive: true,
      signal,
    }).then((response) => {
      if (!response.ok) throw new Error(`The cart's last changes were refused (${response.status})`);
    }),
  events: window,
  session: browserStorage('sessionStorage'),
});

/**
 * The page's cart, shared by every application as the prop `cart`: mfe_cart_checkout's store once it has
 * loaded, the server's lines until then (see lazy-cart.ts), in memory for the visit when that remote is down.
 */
export function pageCart(): LazyCart {
  if (!page) {
    // The store has no styles of its own: the remote's stylesheet comes with the drawer (drawer.ts).
    const load = () => loadRemote('mfe_cart_checkout', './cart', asCartStore, { styles: false });
    const tabs =
      typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CART_TABS_CHANNEL);
    page = createLazyCart({ items: initialCartItems(), load, tabs, leaving: leaving() });
    cartHolder.set(page);
  }
  return page;
}

/** mfe_cart_checkout's store, loaded now (or the memory cart if it cannot be). */
export const cartReady = (): Promise<CartStore> => pageCart().load();

/** Loads the real store once the hydrated page leaves the browser idle, so a first change need not wait for it. */
export function loadCartWhenIdle(): void {
  const load = () => void cartReady();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: IDLE_FALLBACK_MS });
  else setTimeout(load, IDLE_FALLBACK_MS);
}
