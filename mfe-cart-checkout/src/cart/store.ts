import { createMemoryCartStore, type MemoryCartStore } from '@ata/core/cart';
import { CART_STORAGE_KEY, parseStoredCart, readCart, writeCart } from './persistence.ts';

/** The window features the store needs: the `storage` event tells it another tab changed the cart. */
type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface CartStoreHandle extends MemoryCartStore {
  /** Stops listening to other tabs (tests, hot reload). */
  dispose(): void;
}

/**
 * The page's cart, shared by the shell badge, the catalogue and this app through
 * federation. The store and its rules live in `@ata/core`; this adds persistence across reloads and
 * tabs.
 */
export function createCartStore(storage?: Storage, events?: StorageEvents): CartStoreHandle {
  const store = createMemoryCartStore({
    items: readCart(storage),
    onChange: (items) => writeCart(storage, items),
  });

  // Another tab saved (or cleared) the cart: adopt its items. A corrupt value is ignored here,
  // since the tab that wrote it owns the next write.
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key !== null && key !== CART_STORAGE_KEY) return;
    if (newValue === null) return store.adopt([]);
    const items = parseStoredCart(newValue);
    if (items) store.adopt(items);
  };
  events?.addEventListener('storage', onStorage);

  return { ...store, dispose: () => events?.removeEventListener('storage', onStorage) };
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
