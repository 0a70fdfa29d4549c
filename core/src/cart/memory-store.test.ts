import { describe, expect, it, vi } from 'vitest';
import { createMemoryCartStore } from './memory-store.ts';

const suya = { productId: 'p1', name: 'Suya Spice', price: 2500, imageUrl: null };

describe('createMemoryCartStore', () => {
  it('recomputes the subtotal after every change and notifies subscribers', () => {
    const store = createMemoryCartStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.add(suya, 2);
    expect(store.getSnapshot()).toMatchObject({ total: 5000, isOpen: false });
    store.setQuantity('p1', 0);
    expect(store.getSnapshot().items).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reports its own changes through onChange, but not lines adopted from elsewhere', () => {
    const onChange = vi.fn();
    const store = createMemoryCartStore({ onChange });
    store.add(suya);
    store.adopt([{ ...suya, quantity: 7 }]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().total).toBe(17500);
  });

  it('keeps the same snapshot when nothing changed (no extra renders)', () => {
    const store = createMemoryCartStore({ items: [{ ...suya, quantity: 1 }] });
    const before = store.getSnapshot();
    store.close();
    expect(store.getSnapshot()).toBe(before);
    store.open();
    expect(store.getSnapshot()).toMatchObject({ isOpen: true, total: 2500 });
  });
});

describe('the cart subtotal', () => {
  it('is exact to the kobo: ₦0.10 × 3 is ₦0.30 and ₦1,999.99 × 7 is ₦13,999.93', () => {
    const store = createMemoryCartStore();
    store.add({ productId: 'p2', name: 'Salt sachet', price: 0.1, imageUrl: null }, 3);
    expect(store.getSnapshot().total).toBe(0.3);
    store.add({ productId: 'p3', name: 'Stockfish', price: 1999.99, imageUrl: null }, 7);
    expect(store.getSnapshot().total).toBe(14_000.23);
    store.remove('p2');
    expect(store.getSnapshot().total).toBe(13_999.93);
  });
});
