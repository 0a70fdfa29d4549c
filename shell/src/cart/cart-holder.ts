import { type CartStore, createMemoryCartStore } from '@ata/core/cart';

/**
 * A cart kept in memory, used only while mfe_cart_checkout's store cannot be loaded, so the
 * catalogue can still add items (and the badge count) when that remote is down.
 */
export const createMemoryCart = (): CartStore => createMemoryCartStore();

export function asCartStore(candidate: unknown): CartStore | undefined {
  const value = candidate as Partial<CartStore> | null | undefined;
  return value && typeof value.getSnapshot === 'function' && typeof value.subscribe === 'function'
    ? (value as CartStore)
    : undefined;
}

/** The page's one cart, once known (the shell badge subscribes before the remote has loaded). */
let current: CartStore | undefined;
const listeners = new Set<() => void>();

export const cartHolder = {
  get: (): CartStore | undefined => current,
  set(store: CartStore) {
    current = store;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Subscribes to the page's cart, whichever store it is now or becomes later. */
export function subscribeToCart(listener: () => void): () => void {
  let unsubscribeStore = current?.subscribe(listener);
  const unsubscribeHolder = cartHolder.subscribe(() => {
    unsubscribeStore?.();
    unsubscribeStore = current?.subscribe(listener);
    listener();
  });
  return () => {
    unsubscribeStore?.();
    unsubscribeHolder();
  };
}
