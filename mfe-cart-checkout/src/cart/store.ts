import {
  CART_API_PATH,
  CART_LINES_MAX,
  CART_TABS_CHANNEL,
  type CartItem,
  createMemoryCartStore,
  type MemoryCartStore,
  type ServerCart,
} from '@ata/core/cart';
import { type ApiClient, api } from '@ata/core/http';
import { initialServerCart } from './initial.ts';
import { CART_STORAGE_KEY, oldCartMergeId, readCart } from './persistence.ts';

/** The window features the store listens to: a tab coming back to the front reads the cart again. */
type PageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  document?: Pick<Document, 'visibilityState'>;
};

export interface CartStoreHandle extends MemoryCartStore {
  /** Reads the cart from the shop again (another tab may have changed it). */
  refresh(): Promise<void>;
  /** Resolves once every change sent so far has been answered (tests, the checkout). */
  settled(): Promise<void>;
  /** Stops listening to the page (tests, hot reload). */
  dispose(): void;
}

export interface CartStoreOptions {
  /** The cart the server rendered the page with (dehydrated query ['cart']). */
  initial?: ServerCart;
  api?: Pick<ApiClient, 'request'>;
  /** Where the browser kept the cart before it lived on the shop's server: migrated once, then removed. */
  storage?: Storage;
  events?: PageEvents;
  /** Tells this browser's other tabs of each answer, and hears theirs (a BroadcastChannel). */
  tabs?: Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'>;
}

const lines = (path = '') => `${CART_API_PATH}/lines${path}`;

/**
 * Every cart write: it goes on when the page is left before the answer (a reload, a full page link right
 * after a change), so the change reaches the shop. Reads are not kept alive: a new page reads again.
 */
const CART_WRITE = { keepalive: true } as const;

/**
 * The page's cart, shared by the shell badge, the catalogue and this app through federation. It lives on
 * the shop's server (the `ata_cart` cookie names it): the store starts from the cart the page was rendered
 * with, shows each change at once and sends it, in order, then takes the server's answer (prices, stock
 * and caps as the shop has them). A change the shop refused is undone by reading the cart again.
 */
export function createCartStore(options: CartStoreOptions = {}): CartStoreHandle {
  const client = options.api ?? api;
  const memory = createMemoryCartStore({ items: options.initial?.items ?? [] });
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;

  const take = (cart: ServerCart | null, tell = false) => {
    if (!Array.isArray(cart?.items) || pending > 0) return;
    memory.adopt(cart.items);
    if (tell) options.tabs?.postMessage(cart.items);
  };
  const refresh = async () => {
    if (pending > 0) return;
    try {
      take(await client.request<ServerCart>('GET', CART_API_PATH));
    } catch {
      // Offline or the shop is down: keep what is shown; the next change or visit tries again.
    }
  };
  /** Sends one change after the ones before it; the last answer is what the cart shows. */
  const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, retries?: number) => {
    pending += 1;
    queue = queue
      .then(() => client.request<ServerCart>(method, path, body, retries, CART_WRITE))
      .then(
        (cart) => {
          pending -= 1;
          take(cart, true);
          return true;
        },
        async () => {
          pending -= 1;
          await refresh();
          return false;
        },
      );
    return queue as Promise<boolean>;
  };

  const store: CartStoreHandle = {
    ...memory,
    // Adding is not repeatable: a lost answer is not sent again (it may have arrived), the refresh tells.
    add(item: Omit<CartItem, 'quantity'>, quantity = 1) {
      memory.add(item, quantity);
      void send(
        'POST',
        lines(),
        { productId: item.productId, ...(item.variantId && { variantId: item.variantId }), quantity },
        0,
      );
    },
    // `key`: the line's size id (the API names a line by it; a product id means its default size).
    setQuantity(key: string, quantity: number) {
      memory.setQuantity(key, quantity);
      const value = Math.max(0, Math.floor(quantity));
      void send('PUT', lines(`/${encodeURIComponent(key)}`), { quantity: value });
    },
    remove(key: string) {
      memory.remove(key);
      void send('DELETE', lines(`/${encodeURIComponent(key)}`));
    },
    clear() {
      memory.clear();
      void send('DELETE', CART_API_PATH);
    },
    refresh,
    settled: async () => {
      while (pending > 0) await queue;
    },
    dispose: () => {},
  };

  const tabs = options.tabs;
  const onTab = (event: Event) => take({ items: (event as MessageEvent<CartItem[]>).data });
  tabs?.addEventListener('message', onTab);
  const events = options.events;
  if (events) {
    const onFront = () => {
      if (events.document?.visibilityState !== 'hidden') void refresh();
    };
    // A page shown again from the back-forward cache shows the cart as it was when it was left.
    const onShow = (event: Event) => {
      if ((event as PageTransitionEvent).persisted) void refresh();
    };
    events.addEventListener('visibilitychange', onFront);
    events.addEventListener('focus', onFront);
    events.addEventListener('pageshow', onShow);
    store.dispose = () => {
      events.removeEventListener('visibilitychange', onFront);
      events.removeEventListener('focus', onFront);
      events.removeEventListener('pageshow', onShow);
      tabs?.removeEventListener('message', onTab);
    };
    // After hydration: a merged cart arriving earlier would differ from the HTML React hydrates.
    const doc = typeof document === 'undefined' ? undefined : document;
    if (!doc || doc.documentElement.hasAttribute('data-hydrated')) start(options, send);
    else events.addEventListener('single-spa:routing-event', () => start(options, send), { once: true });
  }
  return store;
}

/** Set on the page's global object by the store that moves the old cart (federation may load two copies). */
const MOVING_OLD_CART = Symbol.for('ata.cart.moving-old-cart');

/**
 * Once per page: the cart the browser kept before (localStorage) is added to the server cart, and forgotten
 * only once the shop has taken it (a page closed or reloaded meanwhile leaves it for the next page). The
 * merge is named by the old cart's lines (`mergeId`): the shop adds a merge it has already added only once,
 * so the next page sending it again (the shop had it, the answer was lost) doubles nothing. Nothing else is
 * asked: the page came with the visitor's cart (a page with an empty cart is only shared with everyone when
 * her cookie names no cart with lines).
 */
function start(
  options: CartStoreOptions,
  send: (method: 'POST', path: string, body: unknown, retries: number) => Promise<boolean>,
) {
  const page = globalThis as { [MOVING_OLD_CART]?: boolean };
  if (page[MOVING_OLD_CART]) return;
  const old = readCart(options.storage);
  if (old.length === 0) return;
  page[MOVING_OLD_CART] = true;
  const items = old.map(({ productId, variantId, quantity }) => ({
    productId,
    ...(variantId && { variantId }),
    quantity,
  }));
  const merge = items.slice(0, CART_LINES_MAX);
  const body = { items: merge, mergeId: oldCartMergeId(merge) };
  void send('POST', `${CART_API_PATH}/merge`, body, 0).then((merged) => {
    if (merged) forget(options.storage);
    else page[MOVING_OLD_CART] = false;
  });
}

function forget(storage: Storage | undefined) {
  try {
    storage?.removeItem(CART_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing to remove.
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The page's one cart (in the browser; a server render makes its own from the request's cart). */
export const cart: CartStoreHandle = createCartStore(
  typeof window === 'undefined'
    ? {}
    : {
        initial: initialServerCart(),
        storage: browserStorage(),
        events: window,
        tabs: typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CART_TABS_CHANNEL),
      },
);
export default cart;
