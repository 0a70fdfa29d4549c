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
