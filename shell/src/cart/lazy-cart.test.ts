import { type CartItem, type CartStore, createMemoryCartStore } from '@ata/core/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLazyCart } from './lazy-cart.ts';

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
});
