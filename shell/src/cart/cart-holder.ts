import type { CartStore } from '@ata/core/cart';

export function asCartStore(candidate: unknown): CartStore | undefined {
  const value = candidate as Partial<CartStore> | null | undefined;
  return value && typeof value.getSnapshot === 'function' && typeof value.subscribe === 'function'
    ? (value as CartStore)
    : undefined;
}

/** The page's one cart, once known (the shell's lazy cart, set when the applications start: spa/cart.ts). */
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
