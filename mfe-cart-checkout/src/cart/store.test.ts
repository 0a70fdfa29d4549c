import { type CartItem, cartMergeSchema, type ServerCart } from '@ata/core/cart';
import { ApiError, createApiClient } from '@ata/core/http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, oldCartMergeId } from './persistence.ts';
import { createCartStore } from './store.ts';

const suya = { productId: 'p-suya', name: 'Suya Spice', price: 1500, imageUrl: null, stock: 10 };
const egusi = { productId: 'p-egusi', name: 'Ground Egusi', price: 2000, imageUrl: null, stock: 10 };
const line = (item: Omit<CartItem, 'quantity'>, quantity: number): CartItem => ({ ...item, quantity });

/** A localStorage stand-in: the test decides what is stored, and sees what the store removes. */
class MemoryStorage {
  data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

/** The shop's cart API as the store calls it: each call recorded, answered by `answer` (the server's cart). */
function fakeShop(server: { items: CartItem[] }) {
  const calls: string[] = [];
  let fail: ((call: string) => boolean) | undefined;
  const request = vi.fn(async (method: string, path: string, body?: unknown) => {
    const call = `${method} ${path}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`;
    calls.push(call);
    await Promise.resolve();
    if (fail?.(call)) throw new ApiError(404, 'Not Found', '{"message":"Product not found"}');
    return { items: server.items } as ServerCart;
  });
  return {
    api: { request } as never,
    calls,
    failWhen: (test: (call: string) => boolean) => {
      fail = test;
    },
  };
}

let storage: MemoryStorage;
let events: EventTarget & { document?: { visibilityState: string } };
beforeEach(() => {
  storage = new MemoryStorage();
  events = Object.assign(new EventTarget(), { document: { visibilityState: 'visible' } });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  document.documentElement.setAttribute('data-hydrated', '');
  // Each test is a page of its own: no store has started moving the old cart yet.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('ata.cart.moving-old-cart')];
});
const start = (shop: ReturnType<typeof fakeShop>, initial?: ServerCart) =>
  createCartStore({
    initial,
    api: shop.api,
    storage: storage as unknown as Storage,
    events: events as never,
  });

describe('the cart store on the server cart', () => {
  it('starts from the cart the page was rendered with, without asking again', async () => {
    const shop = fakeShop({ items: [] });
    const cart = start(shop, { items: [line(suya, 2)] });
    expect(cart.getSnapshot()).toMatchObject({ items: [line(suya, 2)], total: 3000 });
    await cart.settled();
    expect(shop.calls).toEqual([]);
  });

  it('asks again when the page is shown from the back-forward cache', async () => {
    const shop = fakeShop({ items: [line(egusi, 1)] });
    const cart = start(shop, { items: [] });
    await Promise.resolve();
    expect(shop.calls).toEqual([]);
    events.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    events.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.waitFor(() => expect(cart.getSnapshot().items).toEqual([line(egusi, 1)]));
    expect(shop.calls).toEqual(['GET /api/cart']);
  });

  it('shows a change at once, sends the changes in order, and then shows what the shop answered', async () => {
    const server = { items: [] as CartItem[] };
    const shop = fakeShop(server);
    const cart = start(shop, { items: [line(suya, 1)] });
    cart.add(egusi, 3);
    cart.setQuantity('p-suya', 4);
    cart.remove('p-egusi');
    expect(cart.getSnapshot().items).toEqual([line(suya, 4)]);
    // The shop had only 2 of Suya left: its answer wins.
    server.items = [line({ ...suya, stock: 2 }, 2)];
    await cart.settled();
    expect(shop.calls).toEqual([
      'POST /api/cart/lines {"productId":"p-egusi","quantity":3}',
      'PUT /api/cart/lines/p-suya {"quantity":4}',
      'DELETE /api/cart/lines/p-egusi',
    ]);
    expect(cart.getSnapshot().items).toEqual([line({ ...suya, stock: 2 }, 2)]);
    cart.clear();
    await cart.settled();
    expect(shop.calls.at(-1)).toBe('DELETE /api/cart');
  });

  it('a read of the cart sent before a change and answered after it does not undo the change', async () => {
    // The page's read (the window got the focus) reaches the shop first, its answer comes last.
    let answerRead: (cart: ServerCart) => void = () => {};
    const request = vi.fn((method: string) =>
      method === 'GET'
        ? new Promise<ServerCart>((resolve) => {
            answerRead = resolve;
          })
        : Promise.resolve({ items: [line(suya, 1)] } as ServerCart),
    );
    const cart = createCartStore({
      initial: { items: [] },
      api: { request } as never,
      events: events as never,
    });
    const read = cart.refresh();
    cart.add(suya);
    await cart.settled();
    expect(cart.getSnapshot().items).toEqual([line(suya, 1)]);
    answerRead({ items: [] });
    await read;
    expect(cart.getSnapshot().items).toEqual([line(suya, 1)]);
    // A read sent after the change is taken.
    const later = cart.refresh();
    answerRead({ items: [line(suya, 2)] });
    await later;
    expect(cart.getSnapshot().items).toEqual([line(suya, 2)]);
  });

  it('undoes a change the shop refused by reading the cart again', async () => {
    const server = { items: [line(suya, 1)] };
    const shop = fakeShop(server);
    shop.failWhen((call) => call.startsWith('POST'));
    const cart = start(shop, { items: [line(suya, 1)] });
    cart.add(egusi);
    expect(cart.getSnapshot().items).toHaveLength(2);
    await cart.settled();
    await vi.waitFor(() => expect(cart.getSnapshot().items).toEqual([line(suya, 1)]));
    expect(shop.calls).toEqual([
      'POST /api/cart/lines {"productId":"p-egusi","quantity":1}',
      'GET /api/cart',
    ]);
  });

  it('reads the cart again when the tab comes back to the front (another tab changed it)', async () => {
    const server = { items: [line(suya, 1)] };
    const shop = fakeShop(server);
    const cart = start(shop, { items: [line(suya, 1)] });
    server.items = [line(suya, 1), line(egusi, 5)];
    events.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(cart.getSnapshot().items).toEqual(server.items));
    if (events.document) events.document.visibilityState = 'hidden';
    server.items = [];
    events.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    expect(shop.calls).toEqual(['GET /api/cart']);
    cart.dispose();
    if (events.document) events.document.visibilityState = 'visible';
    events.dispatchEvent(new Event('focus'));
    expect(shop.calls).toEqual(['GET /api/cart']);
  });
});

describe('leaving the page right after a change', () => {
  it('every cart write is sent kept alive (it reaches the shop after a reload), reads are not', async () => {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify([line(egusi, 1)]));
    const sent: { method?: string; url: string; keepalive?: boolean }[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ method: init.method, url, keepalive: init.keepalive });
      if (init.method === 'PUT') return new Response('{"message":"No such size"}', { status: 404 });
      return new Response(JSON.stringify({ items: [line(suya, 1)] }), { status: 200 });
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cart = createCartStore({
      initial: { items: [line(suya, 1)] },
      api: createApiClient({ fetch: fetch as never }),
      storage: storage as unknown as Storage,
      events: events as never,
    });
    cart.add(egusi, 2);
    cart.remove('p-egusi');
    cart.setQuantity('p-suya', 3);
    await cart.settled();
    await vi.waitFor(() => expect(sent.at(-1)?.method).toBe('GET'));
    cart.clear();
    await cart.settled();
    expect(sent).toEqual([
      { method: 'POST', url: '/api/cart/merge', keepalive: true },
      { method: 'POST', url: '/api/cart/lines', keepalive: true },
      { method: 'DELETE', url: '/api/cart/lines/p-egusi', keepalive: true },
      { method: 'PUT', url: '/api/cart/lines/p-suya', keepalive: true },
      // The refused change is undone by reading the cart again: a read, not kept alive.
      { method: 'GET', url: '/api/cart', keepalive: undefined },
      { method: 'DELETE', url: '/api/cart', keepalive: true },
    ]);
  });
});

/**
 * A shop behind `fetch` that holds its first `held` answers (a cancelled request fails at once; `answerFirst()`
 * lets the first go): each request as "METHOD url body keepalive", and which were cancelled.
 */
function slowShop(items: CartItem[], held = 1) {
  const sent: string[] = [];
  const cancelled: string[] = [];
  let answerFirst = () => {};
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const request = [init.method, url, init.body, init.keepalive && 'keepalive'].filter(Boolean).join(' ');
    sent.push(request);
    const cancel = new Promise<never>((_, reject) => {
      const fail = () => {
        cancelled.push(request);
        reject(new DOMException('The user aborted a request.', 'AbortError'));
      };
      if (init.signal?.aborted) fail();
      init.signal?.addEventListener('abort', fail);
    });
    const answer =
      sent.length === 1
        ? new Promise<void>((resolve) => (answerFirst = resolve))
        : new Promise<void>(() => {});
    if (sent.length <= held) await Promise.race([answer, cancel]);
    return new Response(JSON.stringify({ items }), { status: 200 });
  });
  return {
    api: createApiClient({ fetch: fetch as never }),
    sent,
    cancelled,
    answerFirst: () => answerFirst(),
  };
}
const setLines = (lines: [string, number][]) =>
  `PUT /api/cart/lines ${JSON.stringify({ lines: lines.map(([key, quantity]) => ({ key, quantity })) })} keepalive`;
/** A reload: the page is left (`pagehide`), then hidden (`visibilitychange`). */
function leave(target: typeof events) {
  target.dispatchEvent(new Event('pagehide'));
  if (target.document) target.document.visibilityState = 'hidden';
  target.dispatchEvent(new Event('visibilitychange'));
}

describe('leaving the page while changes wait behind the one in flight', () => {
  it('sends, kept alive, in one request, the quantity each line ends with, cancels the one in flight, and never again', async () => {
    const shop = slowShop([line(suya, 4), line(egusi, 2)]);
    const cart = createCartStore({
      initial: { items: [line(suya, 1)] },
      api: shop.api,
      events: events as never,
    });
    cart.setQuantity('p-suya', 2);
    cart.setQuantity('p-suya', 3);
    cart.add(egusi, 2);
    cart.setQuantity('p-suya', 4);
    await vi.waitFor(() => expect(shop.sent).toHaveLength(1));
    leave(events);
    const first = 'PUT /api/cart/lines/p-suya {"quantity":2} keepalive';
    expect(shop.sent).toEqual([
      first,
      setLines([
        ['p-suya', 4],
        ['p-egusi', 2],
      ]),
    ]);
    await vi.waitFor(() => expect(shop.cancelled).toEqual([first]));
    // The page comes back from the back-forward cache: the queue sends none of the changes again, and reads
    // the cart once.
    await cart.settled();
    await vi.waitFor(() => expect(shop.sent).toHaveLength(3));
    expect(shop.sent.at(-1)).toBe('GET /api/cart');
    await vi.waitFor(() => expect(cart.getSnapshot().items).toEqual([line(suya, 4), line(egusi, 2)]));
    // Later changes go through the queue as before.
    cart.remove('p-egusi');
    await cart.settled();
    expect(shop.sent.slice(3)).toEqual(['DELETE /api/cart/lines/p-egusi keepalive']);
  });

  it('sends the lines a waiting clear empties', async () => {
    const shop = slowShop([]);
    const cart = createCartStore({
      initial: { items: [line(suya, 1), line(egusi, 1)] },
      api: shop.api,
      events: events as never,
    });
    cart.setQuantity('p-suya', 2);
    cart.clear();
    await vi.waitFor(() => expect(shop.sent).toHaveLength(1));
    events.dispatchEvent(new Event('pagehide'));
    expect(shop.sent.slice(1)).toEqual([
      setLines([
        ['p-suya', 0],
        ['p-egusi', 0],
      ]),
    ]);
  });

  it("sends the taps behind a new visitor's first write, the one making her cart, in its place", async () => {
    const shop = slowShop([line(suya, 2), line(egusi, 1)]);
    const cart = createCartStore({ initial: { items: [] }, api: shop.api, events: events as never });
    cart.add(suya);
    cart.add(suya);
    cart.add(egusi);
    await vi.waitFor(() => expect(shop.sent).toHaveLength(1));
    leave(events);
    // Only one write is ever in flight: two without a cookie would make two carts.
    const first = 'POST /api/cart/lines {"productId":"p-suya","quantity":1} keepalive';
    expect(shop.sent).toEqual([
      first,
      setLines([
        ['p-suya', 2],
        ['p-egusi', 1],
      ]),
    ]);
    await vi.waitFor(() => expect(shop.cancelled).toEqual([first]));
  });

  it('hidden again before the last lines were answered: sends every line again and cancels that request', async () => {
    // The change's own request and the first lines sent are held; the shop answers what comes after.
    const shop = slowShop([line(suya, 3), line(egusi, 1)], 2);
    const cart = createCartStore({
      initial: { items: [line(suya, 1)] },
      api: shop.api,
      events: events as never,
    });
    const hide = (state: 'hidden' | 'visible') => {
      if (events.document) events.document.visibilityState = state;
      events.dispatchEvent(new Event('visibilitychange'));
    };
    cart.setQuantity('p-suya', 2);
    cart.setQuantity('p-suya', 3);
    await vi.waitFor(() => expect(shop.sent).toHaveLength(1));
    hide('hidden');
    hide('visible'); // she switches back: the store reads nothing while changes are unanswered
    cart.add(egusi);
    hide('hidden');
    const firstLines = setLines([['p-suya', 3]]);
    expect(shop.sent.slice(1)).toEqual([
      firstLines,
      setLines([
        ['p-suya', 3],
        ['p-egusi', 1],
      ]),
    ]);
    await vi.waitFor(() =>
      expect(shop.cancelled).toEqual(['PUT /api/cart/lines/p-suya {"quantity":2} keepalive', firstLines]),
    );
    hide('visible');
    await cart.settled();
    await vi.waitFor(() => expect(cart.getSnapshot().items).toEqual([line(suya, 3), line(egusi, 1)]));
  });

  it('cancels a merge not answered: the old cart stays for the next page', async () => {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify([line(egusi, 1)]));
    const shop = slowShop([line(suya, 1)]);
    const cart = start(shop as never, { items: [] });
    cart.add(suya);
    await vi.waitFor(() => expect(shop.sent).toHaveLength(1));
    expect(shop.sent[0]).toMatch(/^POST \/api\/cart\/merge /);
    events.dispatchEvent(new Event('pagehide'));
    expect(shop.sent.slice(1)).toEqual([setLines([['p-suya', 1]])]);
    await cart.settled();
    expect(storage.getItem(CART_STORAGE_KEY)).not.toBeNull();
  });

  it("tells the tab's next page, drawn before those writes reached the shop, to read the cart once hydrated", async () => {
    const session = new MemoryStorage();
    const shop = slowShop([line(suya, 3)]);
    const cart = createCartStore({
      initial: { items: [line(suya, 1)] },
      api: shop.api,
      session: session as unknown as Storage,
      events: events as never,
    });
    cart.setQuantity('p-suya', 2);
    cart.setQuantity('p-suya', 3);
    await vi.waitFor(() => expect(shop.sent).toHaveLength(1));
    events.dispatchEvent(new Event('pagehide'));
    // A reload: the shop drew the next page with the first change only.
    const pageOf = (shown: CartItem[]) => {
      const next = fakeShop({ items: [line(suya, 3)] });
      const store = createCartStore({
        initial: { items: shown },
        api: next.api,
        session: session as unknown as Storage,
        events: new EventTarget() as never,
      });
      return { store, calls: next.calls };
    };
    const next = pageOf([line(suya, 2)]);
    await vi.waitFor(() => expect(next.store.getSnapshot().items).toEqual([line(suya, 3)]));
    expect(next.calls).toEqual(['GET /api/cart']);
    // Read once; and a page whose writes were all answered leaves no mark.
    await cart.settled();
    const after = pageOf([line(suya, 3)]);
    await Promise.resolve();
    expect(after.calls).toEqual([]);
    expect(session.data.size).toBe(0);
  });

  it('sends nothing while only the write in flight is unanswered (it goes on, kept alive), nor once disposed', async () => {
    const shop = slowShop([line(suya, 2)]);
    const cart = createCartStore({
      initial: { items: [line(suya, 1)] },
      api: shop.api,
      events: events as never,
    });
    cart.setQuantity('p-suya', 2);
    await vi.waitFor(() => expect(shop.sent).toHaveLength(1));
    leave(events);
    expect(shop.sent).toHaveLength(1);
    expect(shop.cancelled).toEqual([]);
    shop.answerFirst();
    await cart.settled();
    cart.dispose();
    const held = slowShop([]);
    const other = createCartStore({
      initial: { items: [line(suya, 1)] },
      api: held.api,
      events: events as never,
    });
    other.setQuantity('p-suya', 2);
    other.setQuantity('p-suya', 3);
    other.dispose();
    await vi.waitFor(() => expect(held.sent).toHaveLength(1));
    events.dispatchEvent(new Event('pagehide'));
    expect(held.sent).toHaveLength(1);
  });
});

describe('tabs of the same browser', () => {
  it('each tab shows the answer to a change made in another, at once', async () => {
    // Two ends of one BroadcastChannel: what one posts, the other hears.
    const ends = [new EventTarget(), new EventTarget()];
    const end = (self: number) =>
      Object.assign(ends[self] as EventTarget, {
        postMessage: (data: unknown) =>
          ends[1 - self]?.dispatchEvent(Object.assign(new Event('message'), { data })),
      });
    const server = { items: [line(suya, 1)] };
    const shop = fakeShop(server);
    const first = createCartStore({
      initial: { items: [line(suya, 1)] },
      api: shop.api,
      tabs: end(0) as never,
    });
    const second = createCartStore({
      initial: { items: [line(suya, 1)] },
      api: shop.api,
      tabs: end(1) as never,
    });
    server.items = [line(suya, 4)];
    first.setQuantity('p-suya', 4);
    await first.settled();
    expect(second.getSnapshot().items).toEqual([line(suya, 4)]);
    second.dispose();
  });
});

describe('the cart kept in localStorage before', () => {
  it('is added to the server cart once, then forgotten', async () => {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify([line(suya, 2), line(egusi, 1)]));
    const server = { items: [line(suya, 2), line(egusi, 1)] };
    const shop = fakeShop(server);
    const cart = start(shop, { items: [] });
    // Kept until the shop has it (a reload meanwhile loses nothing); a second copy of the store on the page
    // does not send it again.
    expect(storage.getItem(CART_STORAGE_KEY)).not.toBeNull();
    start(shop, { items: [] });
    await cart.settled();
    await vi.waitFor(() => expect(storage.getItem(CART_STORAGE_KEY)).toBeNull());
    const items = [
      { productId: 'p-suya', quantity: 2 },
      { productId: 'p-egusi', quantity: 1 },
    ];
    expect(shop.calls).toEqual([
      `POST /api/cart/merge ${JSON.stringify({ items, mergeId: oldCartMergeId(items) })}`,
    ]);
    expect(cart.getSnapshot().items).toEqual(server.items);
    start(shop, { items: server.items });
    await Promise.resolve();
    expect(shop.calls).toHaveLength(1);
  });

  it('is looked for in the task the page gives it, and the storages are not touched before', async () => {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify([line(suya, 2)]));
    const looked: string[] = [];
    const watched = (name: string, area: MemoryStorage) => ({
      getItem: (key: string) => {
        looked.push(`${name} ${key}`);
        return area.getItem(key);
      },
      setItem: area.setItem,
      removeItem: area.removeItem,
    });
    let ownTask = () => {};
    const shop = fakeShop({ items: [line(suya, 2)] });
    const cart = createCartStore({
      initial: { items: [] },
      api: shop.api,
      storage: watched('local', storage),
      session: watched('session', new MemoryStorage()),
      ownTask: (run) => {
        ownTask = run;
      },
      events: events as never,
    });
    await Promise.resolve();
    expect(looked).toEqual([]);
    expect(shop.calls).toEqual([]);
    ownTask();
    expect(looked).toEqual(['session ata_cart_unanswered', `local ${CART_STORAGE_KEY}`]);
    await cart.settled();
    expect(shop.calls).toHaveLength(1);
    expect(shop.calls[0]).toMatch(/^POST \/api\/cart\/merge /);
    expect(cart.getSnapshot().items).toEqual([line(suya, 2)]);
  });

  it('is named by its lines: a page left before the answer came sends the same merge again', async () => {
    // The old format: an array of lines, as the store wrote it before the cart lived on the shop's server.
    const old = JSON.stringify([line(suya, 2), { ...line(egusi, 1), variantId: 'v-egusi-1kg' }]);
    const mergesOf = (calls: string[]) =>
      calls.map((call) => cartMergeSchema.parse(JSON.parse(call.replace('POST /api/cart/merge ', ''))));
    storage.setItem(CART_STORAGE_KEY, old);
    // The shop takes the merge, but the page goes before the answer comes: nothing removes the old cart.
    const first: string[] = [];
    const request = async (method: string, path: string, body: unknown) => {
      first.push(`${method} ${path} ${JSON.stringify(body)}`);
      return new Promise<never>(() => {});
    };
    createCartStore({
      api: { request } as never,
      storage: storage as unknown as Storage,
      events: events as never,
    });
    await vi.waitFor(() => expect(first).toHaveLength(1));
    expect(storage.getItem(CART_STORAGE_KEY)).toBe(old);
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('ata.cart.moving-old-cart')];
    const next = fakeShop({ items: [line(suya, 2)] });
    const cart = start(next, { items: [] });
    await cart.settled();
    const [sent] = mergesOf(first);
    expect(sent?.mergeId).toMatch(/^[0-9a-f]{16}$/);
    expect(sent?.items).toEqual([
      { productId: 'p-suya', quantity: 2 },
      { productId: 'p-egusi', variantId: 'v-egusi-1kg', quantity: 1 },
    ]);
    expect(mergesOf(next.calls)).toEqual([sent]);
    await vi.waitFor(() => expect(storage.getItem(CART_STORAGE_KEY)).toBeNull());
    // Another old cart is another merge.
    expect(oldCartMergeId([{ productId: 'p-suya', quantity: 3 }])).not.toBe(
      oldCartMergeId([{ productId: 'p-suya', quantity: 2 }]),
    );
  });

  it('is kept for the next page when the merge failed', async () => {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify([line(suya, 2)]));
    const shop = fakeShop({ items: [] });
    shop.failWhen((call) => call.startsWith('POST /api/cart/merge'));
    const cart = start(shop, { items: [] });
    await cart.settled();
    await vi.waitFor(() => expect(shop.calls).toContain('GET /api/cart'));
    expect(cart.getSnapshot().items).toEqual([]);
    expect(storage.getItem(CART_STORAGE_KEY)).not.toBeNull();
  });

  it('waits for the page to hydrate (a merged cart must not change what React hydrates)', async () => {
    document.documentElement.removeAttribute('data-hydrated');
    storage.setItem(CART_STORAGE_KEY, JSON.stringify([line(suya, 2)]));
    const shop = fakeShop({ items: [line(suya, 2)] });
    start(shop, { items: [] });
    await Promise.resolve();
    expect(shop.calls).toEqual([]);
    events.dispatchEvent(new Event('single-spa:routing-event'));
    await vi.waitFor(() => expect(shop.calls).toHaveLength(1));
  });

  it('is ignored when unreadable (and removed)', async () => {
    storage.setItem(CART_STORAGE_KEY, '{oops');
    const shop = fakeShop({ items: [] });
    start(shop, { items: [line(suya, 1)] });
    await Promise.resolve();
    expect(shop.calls).toEqual([]);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});
