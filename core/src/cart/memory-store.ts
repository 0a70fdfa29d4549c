import { addCartItem, cartSubtotal, removeCartItem, setCartItemQuantity } from './rules.ts';
import type { CartItem } from './schema.ts';
import type { CartState, CartStore } from './store.ts';

export interface MemoryCartStore extends CartStore {
  /** Replaces every line at once (e.g. when the API reports new prices or stock). */
  replaceItems(items: CartItem[]): void;
  /** Takes lines changed elsewhere (another tab) without reporting them back through `onChange`. */
  adopt(items: CartItem[]): void;
}

/**
 * The cart as a framework-agnostic store: the cart rules, a snapshot with the subtotal recomputed
 * after every change, and listeners (for `useSyncExternalStore`). `onChange` lets a caller persist it.
 */
export function createMemoryCartStore(
  options: { items?: CartItem[]; onChange?: (items: CartItem[]) => void } = {},
): MemoryCartStore {
  const listeners = new Set<() => void>();
  let state: CartState = snapshot(options.items ?? [], false);

  const update = (items: CartItem[], isOpen = state.isOpen) => {
    if (items === state.items && isOpen === state.isOpen) return;
    state = snapshot(items, isOpen);
    for (const listener of listeners) listener();
  };
  const change = (items: CartItem[]) => {
    if (items === state.items) return;
    options.onChange?.(items);
    update(items);
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (item, quantity = 1) => change(addCartItem(state.items, item, quantity)),
    setQuantity: (productId, quantity) => change(setCartItemQuantity(state.items, productId, quantity)),
    remove: (productId) => change(removeCartItem(state.items, productId)),
    clear: () => change([]),
    replaceItems: change,
    adopt: (items) => update(items),
    open: () => update(state.items, true),
    close: () => update(state.items, false),
  };
}

const snapshot = (items: CartItem[], isOpen: boolean): CartState => ({
  items,
  total: cartSubtotal(items),
  isOpen,
});
