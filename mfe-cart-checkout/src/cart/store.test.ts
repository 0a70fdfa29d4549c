import type { CartItem } from '@ata/core/cart';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from './persistence.ts';
import { createCartStore } from './store.ts';

const suya = { productId: 'p-suya', name: 'Suya Spice', price: 1500, imageUrl: '/api/images/suya.svg' };
const egusi = { productId: 'p-egusi', name: 'Ground Egusi', price: 2000, imageUrl: null };

/** A localStorage stand-in: the test decides what is stored, and sees what the store writes. */
class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

let storage: MemoryStorage;
let events: EventTarget;
const newStore = () => createCartStore(storage, events as unknown as Window);

beforeEach(() => {
  storage = new MemoryStorage();
  events = new EventTarget();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('cart store', () => {
  it('appends a new product and raises the quantity of one already in the cart', () => {
    const cart = newStore();
    cart.add(suya);
    cart.add(egusi, 2);
    cart.add(suya, 3);
    expect(cart.getSnapshot().items).toEqual([
      { ...suya, quantity: 4 },
      { ...egusi, quantity: 2 },
    ]);
    expect(cart.getSnapshot().total).toBe(4 * 1500 + 2 * 2000);
  });

  it('sets a quantity, and removes the line at 0 or below', () => {
    const cart = newStore();
    cart.add(suya);
    cart.add(egusi);
    cart.setQuantity('p-suya', 5);
    expect(cart.getSnapshot().items[0]?.quantity).toBe(5);
    expect(cart.getSnapshot().total).toBe(5 * 1500 + 2000);
    cart.setQuantity('p-suya', 0);
    cart.setQuantity('p-egusi', -1);
    expect(cart.getSnapshot().items).toEqual([]);
    expect(cart.getSnapshot().total).toBe(0);
  });

  it('removes one line and clears everything', () => {
    const cart = newStore();
    cart.add(suya);
    cart.add(egusi);
    cart.remove('p-suya');
    expect(cart.getSnapshot().items.map((item) => item.name)).toEqual(['Ground Egusi']);
    cart.clear();
    expect(cart.getSnapshot()).toEqual({ items: [], total: 0, isOpen: false });
  });

  it('opens and closes the drawer, telling subscribers only about real changes', () => {
    const cart = newStore();
    const listener = vi.fn();
    const unsubscribe = cart.subscribe(listener);
    cart.open();
    expect(cart.getSnapshot().isOpen).toBe(true);
    cart.open();
    cart.close();
    expect(cart.getSnapshot().isOpen).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    cart.add(suya);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the same snapshot object between changes (useSyncExternalStore needs that)', () => {
    const cart = newStore();
    cart.add(suya);
    expect(cart.getSnapshot()).toBe(cart.getSnapshot());
  });

  it('survives a reload through localStorage', () => {
    const first = newStore();
    first.add(suya, 2);
    first.open();
    const reloaded = newStore();
    expect(reloaded.getSnapshot()).toEqual({ items: [{ ...suya, quantity: 2 }], total: 3000, isOpen: false });
    reloaded.clear();
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"items":1}'],
    ['a line without a product id', '[{"name":"x","price":1,"quantity":1}]'],
    ['a negative quantity', '[{"productId":"a","name":"x","price":1,"quantity":-2}]'],
  ])('discards a corrupt saved cart (%s) and starts empty', (_case, raw) => {
    storage.setItem(CART_STORAGE_KEY, raw);
    const cart = newStore();
    expect(cart.getSnapshot().items).toEqual([]);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
    cart.add(suya);
    expect(cart.getSnapshot().items).toHaveLength(1);
  });

  it('starts empty when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const cart = createCartStore(blocked);
    cart.add(suya);
    expect(cart.getSnapshot().items).toHaveLength(1);
  });

  it('follows changes made in another tab', () => {
    const cart = newStore();
    cart.add(suya);
    const listener = vi.fn();
    cart.subscribe(listener);
    const otherTab: CartItem[] = [{ ...egusi, quantity: 3 }];
    const storageEvent = (key: string | null, newValue: string | null) =>
      Object.assign(new Event('storage'), { key, newValue });

    events.dispatchEvent(storageEvent(CART_STORAGE_KEY, JSON.stringify(otherTab)));
    expect(cart.getSnapshot().items).toEqual(otherTab);
    expect(cart.getSnapshot().total).toBe(6000);
    expect(listener).toHaveBeenCalledTimes(1);

    events.dispatchEvent(storageEvent('something_else', '[]'));
    events.dispatchEvent(storageEvent(CART_STORAGE_KEY, 'garbage'));
    expect(cart.getSnapshot().items).toEqual(otherTab);

    events.dispatchEvent(storageEvent(CART_STORAGE_KEY, null));
    expect(cart.getSnapshot().items).toEqual([]);

    cart.dispose();
    events.dispatchEvent(storageEvent(CART_STORAGE_KEY, JSON.stringify(otherTab)));
    expect(cart.getSnapshot().items).toEqual([]);
  });
});
