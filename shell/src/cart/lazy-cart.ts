import { type CartItem, type CartStore, createMemoryCartStore, type MemoryCartStore } from '@ata/core/cart';

/** The page's cart before and after mfe_cart_checkout's store has loaded; `load` fetches it (once). */
export interface LazyCart extends CartStore {
  /** Loads the real store and hands over to it; resolves with whichever store the cart now runs on. */
  load(): Promise<CartStore>;
  /** Replaces every line at once, locally (the cart's stock check: the shop already knows). */
  replaceItems(items: CartItem[]): void;
}

type Change = (store: CartStore) => void;

/** This browser's other tabs (a BroadcastChannel): each tells the cart's lines after every answer from the shop. */
export type CartTabs = Pick<BroadcastChannel, 'addEventListener' | 'removeEventListener' | 'close'>;

/**
 * Stands in for mfe_cart_checkout's store so no page has to download it before hydrating (#27): until it has
 * loaded, the cart is the lines the server rendered (so hydration matches) kept in memory, and every change is
 * shown at once and kept; the real store loads on the first change, when the cart opens, or when `load` is
 * called (after hydration, when the browser is idle), replays the kept changes once, in order, then takes
 * over. If it cannot load, the cart stays in memory for this visit (the catalogue can still add items).
 * Until the real store listens, the lazy cart follows the other tabs itself and hands it the last lines heard.
 */
export function createLazyCart(options: {
  items: CartItem[];
  load: () => Promise<CartStore>;
  tabs?: CartTabs;
}): LazyCart {
  const memory = createMemoryCartStore({ items: options.items });
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  let active: CartStore = memory;
  let unsubscribeActive = memory.subscribe(notify);
  let kept: Change[] = [];
  let loading: Promise<CartStore> | undefined;
  // Set once loading has failed: the memory cart is then the cart, and nothing is kept for later.
  let failed = false;
  // The lines another tab last told of, newer than the ones the page was rendered with. Heard until the real
  // store takes over (it stops this listener), or for the whole visit if it cannot load.
  let heard: CartItem[] | undefined;
  const onTab = (event: Event) => {
    const items = (event as MessageEvent<unknown>).data;
    if (!Array.isArray(items)) return;
    heard = items as CartItem[];
    memory.adopt(heard);
  };
  options.tabs?.addEventListener('message', onTab);

  const load = () => {
    loading ??= startLoad(options.load).then(
      (store) => {
        // The real store hears the tabs from now on (it opened its own channel).
        options.tabs?.removeEventListener('message', onTab);
        options.tabs?.close();
        if (heard) (store as Partial<MemoryCartStore>).adopt?.(heard);
        for (const change of kept.splice(0)) change(store);
        unsubscribeActive();
        active = store;
        unsubscribeActive = store.subscribe(notify);
        notify();
        return store;
      },
      (error: unknown) => {
        console.error('The cart could not be loaded; using a temporary cart for this visit.', error);
        failed = true;
        kept = [];
        return memory;
      },
    );
    return loading;
  };
  /** A change runs on the real store once it is there; before, on the memory cart and again on arrival. */
  const change = (run: Change, loadNow = true) => {
    run(active);
    if (active !== memory || failed) return;
    kept.push(run);
    if (loadNow) void load();
  };

  return {
    getSnapshot: () => active.getSnapshot(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (item, quantity) => change((store) => store.add(item, quantity)),
    setQuantity: (key, quantity) => change((store) => store.setQuantity(key, quantity)),
    remove: (key) => change((store) => store.remove(key)),
    clear: () => change((store) => store.clear()),
    replaceItems: (items) => change((store) => replaceItems(store, items)),
    open: () => change((store) => store.open()),
    close: () => change((store) => store.close(), false),
    load,
  };
}

/** The store's one-step replace when it has one (mfe_cart_checkout's and the memory cart do). */
function replaceItems(store: CartStore, items: CartItem[]) {
  const replace = (store as Partial<MemoryCartStore>).replaceItems;
  if (replace) return replace(items);
  store.clear();
  for (const { quantity, ...item } of items) store.add(item, quantity);
}

/** Starts the download now (not a tick later), a synchronous throw becoming a failed load. */
function startLoad(load: () => Promise<CartStore>): Promise<CartStore> {
  try {
    return load();
  } catch (error) {
    return Promise.reject(error);
  }
}
