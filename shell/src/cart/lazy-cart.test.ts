import { type CartItem, type CartStore, createMemoryCartStore } from '@ata/core/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CartLeaving, createLazyCart, type LineQuantity } from './lazy-cart.ts';

const pepper: Omit<CartItem, 'quantity'> = {
  productId: 'p1',
  name: 'Ata rodo',
  price: 1500,
  imageUrl: '',
  stock: 9,
};
const rice: Omit<CartItem, 'quantity'> = {
  productId: 'p2',
  name: 'Ofada rice',
  price: 4000,
  imageUrl: '',
  stock: 9,
};
/** The cart the server rendered the page with. */
const rendered: CartItem[] = [{ ...rice, quantity: 2 }];

/** A real store (as mfe_cart_checkout's starts: from the rendered lines) that records what it is asked. */
function realStore() {
  const memory = createMemoryCartStore({ items: rendered });
  const calls: string[] = [];
  const store: CartStore = {
    ...memory,
    add: (item, quantity) => {
      calls.push(`add ${item.productId} ${quantity}`);
      memory.add(item, quantity);
    },
    setQuantity: (key, quantity) => {
      calls.push(`set ${key} ${quantity}`);
      memory.setQuantity(key, quantity);
    },
    remove: (key) => {
      calls.push(`remove ${key}`);
      memory.remove(key);
    },
  };
  return { store, calls };
}

/** A load the test resolves or rejects when it chooses. */
function deferredLoad() {
  let settle: { resolve: (store: CartStore) => void; reject: (error: Error) => void } | undefined;
  const load = vi.fn(
    () =>
      new Promise<CartStore>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { load, settle: () => settle };
}

afterEach(() => vi.restoreAllMocks());

/** A page that can be hidden, a shop whose answers the test gives, and the tab's sessionStorage. */
function leavingPage() {
  const events = Object.assign(new EventTarget(), {
    document: { visibilityState: 'visible' as DocumentVisibilityState },
  });
  const sent: { lines: LineQuantity[]; signal: AbortSignal; answer: () => void }[] = [];
  const marks = new Map<string, string>();
  const leaving: CartLeaving = {
    send: (lines, signal) =>
      new Promise((resolve) => {
        sent.push({ lines, signal, answer: () => resolve({}) });
      }),
    events,
    session: {
      getItem: (key) => marks.get(key) ?? null,
      setItem: (key, value) => void marks.set(key, value),
      removeItem: (key) => void marks.delete(key),
    },
  };
  const hide = () => {
    events.document.visibilityState = 'hidden';
    events.dispatchEvent(new Event('visibilitychange'));
  };
  const show = () => {
    events.document.visibilityState = 'visible';
    events.dispatchEvent(new Event('visibilitychange'));
  };
  return { leaving, sent, marks, hide, show, leave: () => events.dispatchEvent(new Event('pagehide')) };
}

describe('the lazy cart', () => {
  it('shows the rendered cart before the store loads, and loads nothing until asked', () => {
    const { load } = deferredLoad();
    const cart = createLazyCart({ items: rendered, load });
    expect(cart.getSnapshot()).toEqual({ items: rendered, total: 8000, isOpen: false });
    // The same snapshot each time (useSyncExternalStore), and the real store's first snapshot matches it.
    expect(cart.getSnapshot()).toBe(cart.getSnapshot());
    expect(cart.getSnapshot()).toEqual(realStore().store.getSnapshot());
    expect(load).not.toHaveBeenCalled();
  });

  it('shows changes made before the store loads at once, then runs each on the store once, in order', async () => {
    const { load, settle } = deferredLoad();
    const cart = createLazyCart({ items: rendered, load });
    const heard = vi.fn();
    cart.subscribe(heard);

    cart.add(pepper, 1);
    expect(load).toHaveBeenCalledTimes(1);
    cart.add(pepper, 2);
    cart.setQuantity('p2', 5);
    cart.remove('p1');
    cart.add(pepper, 1);
    expect(cart.getSnapshot().items).toEqual([
      { ...rice, quantity: 5 },
      { ...pepper, quantity: 1 },
    ]);
    expect(load).toHaveBeenCalledTimes(1);

    const real = realStore();
    settle()?.resolve(real.store);
    await cart.load();
    expect(real.calls).toEqual(['add p1 1', 'add p1 2', 'set p2 5', 'remove p1', 'add p1 1']);
    expect(cart.getSnapshot()).toBe(real.store.getSnapshot());
    expect(cart.getSnapshot().items).toEqual([
      { ...rice, quantity: 5 },
      { ...pepper, quantity: 1 },
    ]);

    // Once loaded, changes go straight to the store, and its changes reach the subscribers.
    heard.mockClear();
    cart.add(pepper, 1);
    expect(real.calls).toHaveLength(6);
    expect(heard).toHaveBeenCalled();
    await cart.load();
    expect(real.calls).toHaveLength(6);
  });

  it('tells its subscribers when the store takes over, and opening the cart loads it', async () => {
    const real = realStore();
    const load = vi.fn(async () => real.store);
    const cart = createLazyCart({ items: rendered, load });
    const heard = vi.fn();
    cart.subscribe(heard);
    cart.open();
    expect(cart.getSnapshot().isOpen).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    await cart.load();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(real.store.getSnapshot().isOpen).toBe(true);
    cart.close();
    expect(real.store.getSnapshot().isOpen).toBe(false);
  });

  it('follows another tab before the store loads, then hands the store the lines it heard and stops listening', async () => {
    const tabs = Object.assign(new EventTarget(), { close: vi.fn() });
    const { load, settle } = deferredLoad();
    const cart = createLazyCart({ items: rendered, load, tabs });
    const changed = vi.fn();
    cart.subscribe(changed);
    const fromOtherTab = [{ ...rice, quantity: 3 }];
    tabs.dispatchEvent(new MessageEvent('message', { data: fromOtherTab }));
    tabs.dispatchEvent(new MessageEvent('message', { data: 'not lines' }));
    expect(cart.getSnapshot().items).toEqual(fromOtherTab);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();

    cart.add(pepper, 1);
    const real = realStore();
    settle()?.resolve(real.store);
    await cart.load();
    // The store starts from the rendered lines: it takes the heard ones (nothing sent), then runs the change.
    expect(real.calls).toEqual(['add p1 1']);
    expect(cart.getSnapshot().items).toEqual([
      { ...rice, quantity: 3 },
      { ...pepper, quantity: 1 },
    ]);
    expect(tabs.close).toHaveBeenCalled();
    tabs.dispatchEvent(new MessageEvent('message', { data: [] }));
    expect(cart.getSnapshot().items).toHaveLength(2);
  });

  it('keeps the cart in memory for the visit when the store cannot load, without losing a change', async () => {
    const failure = new Error('remote down');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(async (): Promise<CartStore> => {
      throw failure;
    });
    const cart = createLazyCart({ items: rendered, load });
    cart.add(pepper, 1);
    const store = await cart.load();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('temporary cart'), failure);
    cart.add(pepper, 1);
    expect(store.getSnapshot()).toBe(cart.getSnapshot());
    expect(cart.getSnapshot().items).toEqual([
      { ...rice, quantity: 2 },
      { ...pepper, quantity: 2 },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends what the kept changes lead to, once, when the page is hidden before the store loads; the store sends none of them again', async () => {
    const page = leavingPage();
    const { load, settle } = deferredLoad();
    const cart = createLazyCart({ items: rendered, load, leaving: page.leaving });
    cart.add(pepper, 1);
    cart.add(pepper, 2);
    cart.remove('p2');
    cart.open();
    page.hide();
    page.leave();
    // One write, the quantities the cart shows (0: the line went), kept alive by the caller.
    expect(page.sent.map((write) => write.lines)).toEqual([
      [
        { key: 'p1', quantity: 3 },
        { key: 'p2', quantity: 0 },
      ],
    ]);
    expect([...page.marks.values()]).toEqual(['1']);

    // The page came back: the store loads, but goes on only once that write is answered.
    page.show();
    const real = realStore();
    const refresh = vi.fn(async () => {});
    settle()?.resolve(Object.assign(real.store, { refresh }));
    await Promise.resolve();
    expect(refresh).not.toHaveBeenCalled();
    page.sent[0]?.answer();
    await cart.load();
    expect(real.calls).toEqual([]);
    expect(cart.getSnapshot().items).toEqual([{ ...pepper, quantity: 3 }]);
    expect(cart.getSnapshot().isOpen).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(page.marks.size).toBe(0);
    // The store listens to the page from now on: hiding it sends nothing from the lazy cart.
    cart.add(pepper, 1);
    page.hide();
    expect(page.sent).toHaveLength(1);
  });

  it('after a page hidden and shown again, replays on the store only the changes made since, and cancels an unanswered write for the next', async () => {
    const page = leavingPage();
    const { load, settle } = deferredLoad();
    const cart = createLazyCart({ items: rendered, load, leaving: page.leaving });
    cart.add(pepper, 1);
    page.hide();
    page.show();
    cart.setQuantity('p2', 4);
    page.hide();
    expect(page.sent.map((write) => write.lines)).toEqual([
      [{ key: 'p1', quantity: 1 }],
      [
        { key: 'p1', quantity: 1 },
        { key: 'p2', quantity: 4 },
      ],
    ]);
    expect(page.sent.map((write) => write.signal.aborted)).toEqual([true, false]);
    page.show();
    cart.add(pepper, 1);
    page.sent[1]?.answer();
    const real = realStore();
    settle()?.resolve(real.store);
    await cart.load();
    expect(real.calls).toEqual(['add p1 1']);
    expect(cart.getSnapshot().items).toEqual([
      { ...rice, quantity: 4 },
      { ...pepper, quantity: 2 },
    ]);
  });

  it('sends nothing when the page is hidden with no change kept', () => {
    const page = leavingPage();
    const { load } = deferredLoad();
    const cart = createLazyCart({ items: rendered, load, leaving: page.leaving });
    cart.open();
    page.hide();
    page.leave();
    expect(page.sent).toEqual([]);
    expect(page.marks.size).toBe(0);
  });
});
