import {
  addCartItem,
  type CartItem,
  type CartState,
  type CartStore,
  cartSubtotal,
  removeCartItem,
  setCartItemQuantity,
} from '@ata/core';

/**
 * A cart kept in memory, used only while mfe_cart_checkout's store cannot be loaded, so the
 * catalogue can still add items (and the badge count) when that remote is down.
 */
export function createMemoryCart(): CartStore {
  const listeners = new Set<() => void>();
  let state: CartState = { items: [], total: 0, isOpen: false };
  const set = (items: CartItem[], isOpen = state.isOpen) => {
    state = { items, total: cartSubtotal(items), isOpen };
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (item, quantity = 1) => set(addCartItem(state.items, item, quantity)),
    setQuantity: (id, quantity) => set(setCartItemQuantity(state.items, id, quantity)),
    remove: (id) => set(removeCartItem(state.items, id)),
    clear: () => set([]),
    open: () => set(state.items, true),
    close: () => set(state.items, false),
  };
}

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
