import type { Order } from '@ata/core/order';
import { describe, expect, it } from 'vitest';
import { defaultRestock, refundRequest, restockedText } from './restock-choice.ts';

const items = [
  { productId: 'a', name: 'Pepper', price: 1000, quantity: 3 },
  { name: 'Deleted product', price: 500, quantity: 1 },
  { productId: 'b', name: 'Rice', price: 2000, quantity: 2 },
] as Order['items'];

describe('what a refund puts back in stock', () => {
  it('defaults to every unit before shipping and to none after', () => {
    expect(defaultRestock({ items, status: 'paid' })).toEqual([3, 1, 2]);
    expect(defaultRestock({ items, status: 'delivered' })).toEqual([0, 0, 0]);
  });

  it('sends the lines with units to put back, never more than ordered, skipping deleted products', () => {
    expect(refundRequest({ items }, [5, 1, 0])).toEqual({ restock: [{ productId: 'a', quantity: 3 }] });
    expect(refundRequest({ items }, [-1, 1, 1.7])).toEqual({ restock: [{ productId: 'b', quantity: 1 }] });
  });
});

describe('what the order page says went back in stock', () => {
  it('names each line and its units, or says nothing did', () => {
    expect(
      restockedText({
        items,
        restockedItems: [
          { productId: 'b', quantity: 1 },
          { productId: 'a', quantity: 3 },
        ],
      }),
    ).toBe('Rice × 1, Pepper × 3');
    expect(restockedText({ items, restockedItems: [] })).toBe('Nothing');
  });
});
