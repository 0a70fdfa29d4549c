import {
  addCartItem,
  type CartItem,
  type CartState,
  type CartStore,
  cartSubtotal,
  removeCartItem,
  setCartItemQuantity,
} from '@ata/core';
import { CART_STORAGE_KEY, parseStoredCart, readCart, writeCart } from './persistence.ts';

/** The window features the store needs: the `storage` event tells it another tab changed the cart. */
type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface CartStoreHandle extends CartStore {
  /** Replaces every line at once (used when the API reports new prices or stock). */
  replaceItems(items: CartItem[]): void;
  /** Stops listening to other tabs (tests, hot reload). */
  dispose(): void;
}

/**
 * The framework-agnostic cart (SPEC §4 "Cart"), shared by the shell badge, the catalogue and this app
 * through federation. The rules themselves live in `@ata/core`; this adds persistence across reloads
 * and tabs, which the SPEC leaves out.
 */
export function createCartStore(storage?: Storage, events?: StorageEvents): CartStoreHandle {
  const listeners = new Set<() => void>();
  let state = snapshot(readCart(storage), false);

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const update = (items: CartItem[], isOpen = state.isOpen) => {
    if (items === state.items && isOpen === state.isOpen) return;
    state = snapshot(items, isOpen);
    emit();
  };
  const change = (items: CartItem[]) => {
    if (items === state.items) return;
    writeCart(storage, items);
    update(items);
  };

  // Another tab saved (or cleared) the cart: adopt its items. A corrupt value is ignored here,
  // since the tab that wrote it owns the next write.
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key !== null && key !== CART_STORAGE_KEY) return;
    if (newValue === null) return update([]);
    const items = parseStoredCart(newValue);
    if (items) update(items);
  };
  events?.addEventListener('storage', onStorage);

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
    replaceItems: (items) => change(items),
    open: () => update(state.items, true),
    close: () => update(state.items, false),
    dispose: () => events?.removeEventListener('storage', onStorage),
  };
}

function snapshot(items: CartItem[], isOpen: boolean): CartState {
  return { items, total: cartSubtotal(items), isOpen };
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The page's one cart. */
export const cart: CartStoreHandle = createCartStore(
  browserStorage(),
  typeof window === 'undefined' ? undefined : window,
);
export default cart;
