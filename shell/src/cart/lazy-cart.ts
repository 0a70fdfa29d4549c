import {
  CART_LINES_MAX,
  type CartItem,
  type CartStore,
  createMemoryCartStore,
  lineKey,
  type MarkStorage,
  type MemoryCartStore,
  markCartUnanswered,
} from '@ata/core/cart';

/** The page's cart before and after mfe_cart_checkout's store has loaded; `load` fetches it (once). */
export interface LazyCart extends CartStore {
  /** Loads the real store and hands over to it; resolves with whichever store the cart now runs on. */
  load(): Promise<CartStore>;
  /** Replaces every line at once, locally (the cart's stock check: the shop already knows). */
  replaceItems(items: CartItem[]): void;
}

/** A change kept for the store, and the lines it changes in the shop's cart (none: opening, a local replace). */
interface Change {
  run: (store: CartStore) => void;
  keys: string[];
}

/** A line's quantity as `PUT /api/cart/lines` sets it (0: the line goes). */
export interface LineQuantity {
  key: string;
  quantity: number;
}

/**
 * How the changes kept for the store still reach the shop when the page is hidden (on a phone the last sure
 * moment: a tab switched away from may be discarded) or left before the store has loaded.
 */
export interface CartLeaving {
  /** Sends the lines' quantities in one request that outlives the page (`keepalive`); `signal` cancels it. */
  send(lines: LineQuantity[], signal: AbortSignal): Promise<unknown>;
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    document?: Pick<Document, 'visibilityState'>;
  };
  /** The tab's sessionStorage: marked while what was sent is unanswered (the next page reads the cart again). */
  session?: MarkStorage;
}

/** This browser's other tabs (a BroadcastChannel): each tells the cart's lines after every answer from the shop. */
export type CartTabs = Pick<BroadcastChannel, 'addEventListener' | 'removeEventListener' | 'close'>;

/**
 * Stands in for mfe_cart_checkout's store so no page has to download it before hydrating (#27): until it has
 * loaded, the cart is the lines the server rendered (so hydration matches) kept in memory, and every change is
 * shown at once and kept; the real store loads on the first change, when the cart opens, or when `load` is
 * called (after hydration, when the browser is idle), replays the kept changes once, in order, then takes
 * over. If it cannot load, the cart stays in memory for this visit (the catalogue can still add items).
 * Until the real store listens, the lazy cart follows the other tabs itself and hands it the last lines heard.
 * A page hidden or left with changes kept (the store still downloading on a slow link) sends what they lead
 * to at once (`leaving`), the way the store sends its unanswered changes; the store then starts after it.
 */
export function createLazyCart(options: {
  items: CartItem[];
  load: () => Promise<CartStore>;
  tabs?: CartTabs;
  leaving?: CartLeaving;
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

  // The lines the kept changes touch, since the page was last hidden: absolute quantities are sent for them.
  const touched = new Set<string>();
  // What was sent when the page was last hidden with changes kept; the store's first write waits for it.
  let sent: { done: Promise<unknown>; abort: AbortController; keys: string[]; answered: boolean } | undefined;
  const leave = () => {
    if (active !== memory || failed || touched.size === 0 || !options.leaving) return;
    const { send, session } = options.leaving;
    // One write at a time: one still unanswered is cancelled, and its lines go in this one.
    const keys = [...new Set([...(sent && !sent.answered ? sent.keys : []), ...touched])];
    const items = memory.getSnapshot().items;
    const lines = keys.slice(0, CART_LINES_MAX).map((key) => ({
      key,
      quantity: items.find((line) => lineKey(line) === key)?.quantity ?? 0,
    }));
    sent?.abort.abort();
    const abort = new AbortController();
    markCartUnanswered(session, true);
    const write = { abort, keys, answered: false, done: Promise.resolve() as Promise<unknown> };
    write.done = send(lines, abort.signal).then(
      () => {
        write.answered = true;
        if (sent === write) markCartUnanswered(session, false);
      },
      () => {}, // cancelled for a newer write, or lost: the store, once it loads, reads the shop's cart
    );
    sent = write;
    // Sent: the store must not send these changes again. It starts from the lines the shop now has.
    kept = kept.filter((change) => change.keys.length === 0);
    touched.clear();
    heard = items;
  };
  const onHidden = () => {
    if (options.leaving?.events.document?.visibilityState === 'hidden') leave();
  };
  options.leaving?.events.addEventListener('visibilitychange', onHidden);
  options.leaving?.events.addEventListener('pagehide', leave);

  const load = () => {
    loading ??= startLoad(options.load).then(
      async (store) => {
        // The store's writes go after the page's last one (a page hidden again meanwhile sends a newer one).
        const leftEarlier = sent;
        for (let last: typeof sent; last !== sent; ) {
          last = sent;
          await last?.done;
        }
        options.leaving?.events.removeEventListener('visibilitychange', onHidden);
        options.leaving?.events.removeEventListener('pagehide', leave);
        // The real store hears the tabs from now on (it opened its own channel).
        options.tabs?.removeEventListener('message', onTab);
        options.tabs?.close();
        if (heard) (store as Partial<MemoryCartStore>).adopt?.(heard);
        const replayed = kept.splice(0);
        for (const change of replayed) change.run(store);
        touched.clear();
        // What the page sent when hidden was answered meanwhile: the store reads the cart as the shop has it
        // (prices, stock), unless a change replayed just now brings it with its answer.
        if (leftEarlier && !replayed.some((change) => change.keys.length > 0))
          void (store as { refresh?: () => Promise<void> }).refresh?.();
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
  /**
   * A change runs on the real store once it is there; before, on the memory cart and again on arrival.
   * `keys`: the lines it changes in the shop's cart.
   */
  const change = (run: Change['run'], keys: string[] = [], loadNow = true) => {
    run(active);
    if (active !== memory || failed) return;
    kept.push({ run, keys });
    for (const key of keys) touched.add(key);
    if (loadNow) void load();
  };
  const linesNow = () => memory.getSnapshot().items.map(lineKey);

  return {
    getSnapshot: () => active.getSnapshot(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (item, quantity) => change((store) => store.add(item, quantity), [lineKey(item)]),
    setQuantity: (key, quantity) => change((store) => store.setQuantity(key, quantity), [key]),
    remove: (key) => change((store) => store.remove(key), [key]),
    clear: () => {
      const keys = linesNow();
      change((store) => store.clear(), keys);
    },
    replaceItems: (items) => change((store) => replaceItems(store, items)),
    open: () => change((store) => store.open()),
    close: () => change((store) => store.close(), [], false),
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
