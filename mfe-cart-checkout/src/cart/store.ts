import {
  CART_API_PATH,
  CART_LINES_MAX,
  CART_TABS_CHANNEL,
  type CartItem,
  createMemoryCartStore,
  lineKey,
  type MemoryCartStore,
  markCartUnanswered,
  type ServerCart,
  takeCartUnanswered,
} from '@ata/core/cart';
import { type ApiClient, api, DEFAULT_RETRIES, type HttpMethod } from '@ata/core/http';
import { browserStorage } from '@ata/ui/browser-storage.ts';
import { initialServerCart } from './initial.ts';
import { CART_STORAGE_KEY, type CartStorage, oldCartMergeId, readCart } from './persistence.ts';

/**
 * The window features the store listens to: a tab coming back to the front reads the cart again, a page
 * hidden or left sends the changes still waiting.
 */
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
  storage?: CartStorage;
  events?: PageEvents;
  /** Tells this browser's other tabs of each answer, and hears theirs (a BroadcastChannel). */
  tabs?: Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'>;
  /**
   * The tab's sessionStorage: marked while writes are unanswered. The tab's next page (a reload, a link) may
   * have been drawn before they reached the shop: finding the mark, it reads the cart again once hydrated.
   */
  session?: CartStorage;
  /**
   * Runs the store's first look into the two storages once the page has hydrated (at once by default). The
   * page's store gives it a task of its own: the first use of a storage waits while the browser loads it.
   */
  ownTask?: (run: () => void) => void;
}

const lines = (path = '') => `${CART_API_PATH}/lines${path}`;

/**
 * Every cart write: it goes on when the page is left before the answer (a reload, a full page link right
 * after a change), so the change reaches the shop. Reads are not kept alive: a new page reads again.
 */
const CART_WRITE = { keepalive: true } as const;

/**
 * A change of the cart, from the moment it is made until it is answered: the lines it changes (none: the old
 * cart's merge, which stays in localStorage for the next page when this one is left first).
 */
interface Change {
  keys?: string[];
  /** Cancels its request (sent or not yet): a page hidden or left sends what the changes lead to instead. */
  abort: AbortController;
  /** Set when the page was hidden or left before its answer: the request that sent its lines' quantities. */
  sent?: Promise<unknown>;
}

/** Waits for the request that sent a change's lines; when that one was cancelled for a newer, for the newer. */
async function sentWith(change: Change): Promise<null> {
  for (;;) {
    const sent = change.sent;
    try {
      await sent;
      return null;
    } catch (error) {
      if (change.sent === sent) throw error;
    }
  }
}

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
  /** The changes not answered yet, in order: the first may be in flight, the others wait for it. */
  const unanswered = new Set<Change>();
  /** Cancels the cart write in flight: a change's own, or the lines sent when the page was last hidden. */
  let inFlight: AbortController | undefined;

  const take = (cart: ServerCart | null, tell = false) => {
    if (!Array.isArray(cart?.items) || unanswered.size > 0) return;
    memory.adopt(cart.items);
    if (tell) options.tabs?.postMessage(cart.items);
  };
  /** Counts the writes sent: a read answered after a write sent later is older than that write's answer. */
  let writesSent = 0;
  const refresh = async () => {
    if (unanswered.size > 0) return;
    const writesBefore = writesSent;
    try {
      const cart = await client.request<ServerCart>('GET', CART_API_PATH);
      if (writesSent === writesBefore) take(cart);
    } catch {
      // Offline or the shop is down: keep what is shown; the next change or visit tries again.
    }
  };
  const answered = (change: Change) => {
    unanswered.delete(change);
    if (unanswered.size === 0) markCartUnanswered(options.session, false);
  };
  /** The change's own request, unless the page has sent its lines meanwhile (then that answer is awaited). */
  const request = (change: Change, method: HttpMethod, path: string, body: unknown, retries: number) => {
    if (change.sent) return sentWith(change);
    inFlight = change.abort;
    return client
      .request<ServerCart>(method, path, body, retries, { ...CART_WRITE, signal: change.abort.signal })
      .catch((error: unknown) => {
        if (change.sent) return sentWith(change);
        throw error;
      });
  };
  /** Sends one change after the ones before it; the last answer is what the cart shows. */
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    retries = DEFAULT_RETRIES,
    keys?: string[],
  ) => {
    if (unanswered.size === 0) markCartUnanswered(options.session, true);
    writesSent += 1;
    const change: Change = { keys, abort: new AbortController() };
    unanswered.add(change);
    queue = queue
      .then(() => request(change, method, path, body, retries))
      .then(
        (cart) => {
          answered(change);
          // Sent by `sendUnanswered` and the page came back: the cart is read (the change's own answer, if
          // it came, may be older than that request's).
          if (change.sent) void refresh();
          else take(cart, true);
          return true;
        },
        async () => {
          answered(change);
          await refresh();
          return false;
        },
      );
    return queue as Promise<boolean>;
  };
  /**
   * The page is hidden or left while changes wait behind the write in flight: a page left runs no more script,
   * so what every unanswered change leads to is sent now, kept alive, in one request: the quantity the cart
   * shows for each line they change (0: gone). The write in flight is cancelled, its lines being in that
   * request: one write at a time, so it cannot race another. Not another write to the same cart (the one
   * cancelled, had it reached the shop, took the cart first, and the quantities are absolute); nor, for a
   * visitor whose first write is making her cart, a second new cart beside it (the request goes with the
   * cookie if that write's answer set it; without, it makes the cart, and its cookie is the last one set).
   * A few hundred bytes, far under the 64 KB keepalive budget. Sent once: should the page come back, the
   * queue waits for it instead of sending those changes. A merge not answered is cancelled and stays in
   * localStorage: the next page sends it again (the shop adds a merge it has taken once only).
   */
  const sendUnanswered = () => {
    const changes = [...unanswered];
    // Something to send: a change with lines that waits behind the one in flight, not sent yet.
    if (!changes.some((change) => change.keys && change.abort !== inFlight && !change.sent)) return;
    const items = memory.getSnapshot().items;
    const keys = new Set(changes.flatMap((change) => change.keys ?? []));
    const quantities = [...keys].slice(0, CART_LINES_MAX).map((key) => ({
      key,
      quantity: items.find((line) => lineKey(line) === key)?.quantity ?? 0,
    }));
    inFlight?.abort();
    inFlight = new AbortController();
    const sent = client.request('PUT', lines(), { lines: quantities }, DEFAULT_RETRIES, {
      ...CART_WRITE,
      signal: inFlight.signal,
    });
    sent.catch(() => {}); // the queue takes a refusal when it reaches these changes (the cart is read again)
    for (const change of changes) {
      if (change.keys) change.sent = sent;
      else change.abort.abort();
    }
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
        [lineKey(item)],
      );
    },
    // `key`: the line's size id (the API names a line by it; a product id means its default size).
    setQuantity(key: string, quantity: number) {
      memory.setQuantity(key, quantity);
      const value = Math.max(0, Math.floor(quantity));
      void send('PUT', lines(`/${encodeURIComponent(key)}`), { quantity: value }, DEFAULT_RETRIES, [key]);
    },
    remove(key: string) {
      memory.remove(key);
      void send('DELETE', lines(`/${encodeURIComponent(key)}`), undefined, DEFAULT_RETRIES, [key]);
    },
    clear() {
      const keys = memory.getSnapshot().items.map(lineKey);
      memory.clear();
      void send('DELETE', CART_API_PATH, undefined, DEFAULT_RETRIES, keys);
    },
    refresh,
    settled: async () => {
      while (unanswered.size > 0) await queue;
    },
    dispose: () => {},
  };

  const tabs = options.tabs;
  const onTab = (event: Event) => take({ items: (event as MessageEvent<CartItem[]>).data });
  tabs?.addEventListener('message', onTab);
  const events = options.events;
  if (events) {
    // The changes still waiting are sent when the page is hidden (on a phone the last sure moment: a tab
    // switched away from may be frozen, then discarded, with no `pagehide`) or left (`pagehide`: a reload or
    // link in a browser that did not hide it first; whichever comes second finds nothing left to send).
    const onFront = () => {
      if (events.document?.visibilityState === 'hidden') sendUnanswered();
      else void refresh();
    };
    // A page shown again from the back-forward cache shows the cart as it was when it was left.
    const onShow = (event: Event) => {
      if ((event as PageTransitionEvent).persisted) void refresh();
    };
    events.addEventListener('visibilitychange', onFront);
    events.addEventListener('focus', onFront);
    events.addEventListener('pageshow', onShow);
    events.addEventListener('pagehide', sendUnanswered);
    store.dispose = () => {
      events.removeEventListener('visibilitychange', onFront);
      events.removeEventListener('focus', onFront);
      events.removeEventListener('pageshow', onShow);
      events.removeEventListener('pagehide', sendUnanswered);
      tabs?.removeEventListener('message', onTab);
    };
    // After hydration: a merged cart arriving earlier would differ from the HTML React hydrates.
    const hydrated = () =>
      (options.ownTask ?? ((run) => run()))(() => {
        if (takeCartUnanswered(options.session)) void refresh();
        start(options, send);
      });
    const doc = typeof document === 'undefined' ? undefined : document;
    if (!doc || doc.documentElement.hasAttribute('data-hydrated')) hydrated();
    else events.addEventListener('single-spa:routing-event', hydrated, { once: true });
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

function forget(storage: CartStorage | undefined) {
  try {
    storage?.removeItem(CART_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing to remove.
  }
}

/** The page's one cart (in the browser; a server render makes its own from the request's cart). */
export const cart: CartStoreHandle = createCartStore(
  typeof window === 'undefined'
    ? {}
    : {
        initial: initialServerCart(),
        storage: browserStorage('localStorage'),
        session: browserStorage('sessionStorage'),
        ownTask: (run) => setTimeout(run),
        events: window,
        tabs: typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CART_TABS_CHANNEL),
      },
);
export default cart;
