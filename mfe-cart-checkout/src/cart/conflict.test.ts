import { describe, expect, it } from 'vitest';
import { egusi, suya } from '../../test/render.tsx';
import { readConflicts, reconcileCart } from './conflict.ts';

const cart = [
  { ...suya, quantity: 3 },
  { ...egusi, quantity: 1 },
];

describe('reconcileCart', () => {
  it('lowers a quantity to the stock left and says so', () => {
    const { items, changes } = reconcileCart(cart, [{ productId: 'p-suya', stock: 2 }]);
    expect(items[0]?.quantity).toBe(2);
    expect(changes).toEqual(['Only 2 of Suya Spice left: your quantity was reduced from 3 to 2.']);
  });

  it('removes a product that no longer exists', () => {
    const { items, changes } = reconcileCart(cart, [{ productId: 'p-egusi', missing: true }]);
    expect(items.map((item) => item.productId)).toEqual(['p-suya']);
    expect(changes).toEqual(['Ground Egusi is no longer available and was removed from your cart.']);
  });

  it('leaves lines the API did not mention, and unchanged prices, alone', () => {
    const { items, changes } = reconcileCart(cart, [{ productId: 'p-egusi', price: 2000 }]);
    expect(items).toBe(cart);
    expect(changes).toEqual([]);
  });

  it('records a stock that still covers the quantity without a word, so the stepper stops there', () => {
    const { items, changes } = reconcileCart(cart, [{ productId: 'p-egusi', price: 2000, stock: 50 }]);
    expect(items).toEqual([cart[0], { ...egusi, quantity: 1, stock: 50 }]);
    expect(changes).toEqual([]);
    expect(reconcileCart(items, [{ productId: 'p-egusi', stock: 50 }]).items).toBe(items);
  });
});

describe('readConflicts', () => {
  it('reads product entries under the usual keys and spellings', () => {
    expect(
      readConflicts({
        message: 'Out of stock',
        items: [
          { id: 'p1', currentPrice: '1800', availableStock: 0 },
          { productId: 'p2', reason: 'not_found' },
          'junk',
        ],
      }),
    ).toEqual([
      { productId: 'p1', name: undefined, price: 1800, stock: 0, missing: false },
      { productId: 'p2', name: undefined, price: undefined, stock: undefined, missing: true },
    ]);
  });

  it('reads the API body: every line with its current price and stock, null price for a deleted product', () => {
    const body = {
      message: 'Ground Egusi is out of stock',
      errors: { 'items.1': 'Ground Egusi is out of stock' },
      items: [
        { productId: 'p-suya', name: 'Suya Spice', price: 1500, stock: 40 },
        { productId: 'p-egusi', name: 'Ground Egusi', price: 2000, stock: 0 },
        { productId: 'p-gone', name: 'Old Product', price: null, stock: 0 },
      ],
    };
    const gone = { productId: 'p-gone', name: 'Old Product', price: 900, imageUrl: null, quantity: 1 };
    const { items, changes } = reconcileCart([...cart, gone], readConflicts(body));
    expect(items).toEqual([{ ...cart[0], stock: 40 }]);
    expect(changes).toEqual([
      'Ground Egusi is out of stock and was removed from your cart.',
      'Old Product is no longer available and was removed from your cart.',
    ]);
  });

  it('gives nothing for a body without product entries', () => {
    expect(readConflicts({ message: 'Conflict' })).toEqual([]);
    expect(readConflicts('Conflict')).toEqual([]);
    expect(readConflicts(null)).toEqual([]);
  });
});
