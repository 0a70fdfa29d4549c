import { describe, expect, it } from 'vitest';
import {
  addCartItem,
  cartCount,
  cartSubtotal,
  itemCountLabel,
  lineLimit,
  removeCartItem,
  setCartItemQuantity,
} from './rules.ts';
import type { CartItem } from './schema.ts';

const suya = { productId: 'p1', name: 'Suya Spice', price: 2500, imageUrl: null };
const garri = { productId: 'p2', name: 'Ijebu Garri', price: 1500, imageUrl: null };

describe('cart rules', () => {
  it('adding nothing (0 or fewer) leaves the cart as it was', () => {
    const cart: CartItem[] = [{ ...suya, quantity: 1 }];
    expect(addCartItem(cart, garri, 0)).toEqual(cart);
    expect(addCartItem(cart, suya, -2)).toEqual(cart);
    expect(addCartItem(cart, garri, 0)).not.toBe(cart);
  });

  it('setting a quantity changes that line only, in whole units', () => {
    const cart: CartItem[] = [
      { ...suya, quantity: 1 },
      { ...garri, quantity: 2 },
    ];
    expect(setCartItemQuantity(cart, 'p2', 3.7)).toEqual([
      { ...suya, quantity: 1 },
      { ...garri, quantity: 3 },
    ]);
  });

  it('appends a new product and raises the quantity of an existing one', () => {
    let items: CartItem[] = addCartItem([], suya);
    items = addCartItem(items, garri, 2);
    items = addCartItem(items, suya, 3);
    expect(items.map((i) => [i.productId, i.quantity])).toEqual([
      ['p1', 4],
      ['p2', 2],
    ]);
    expect(cartSubtotal(items)).toBe(4 * 2500 + 2 * 1500);
    expect(cartCount(items)).toBe(6);
  });
  it('removes a line when its quantity is set to 0 or below', () => {
    const items = addCartItem(addCartItem([], suya), garri);
    expect(setCartItemQuantity(items, 'p1', 0).map((i) => i.productId)).toEqual(['p2']);
    expect(setCartItemQuantity(items, 'p1', -2).map((i) => i.productId)).toEqual(['p2']);
    expect(setCartItemQuantity(items, 'p1', 7)[0]?.quantity).toBe(7);
    expect(removeCartItem(items, 'p2').map((i) => i.productId)).toEqual(['p1']);
  });
  it('stops a line at the stock it was added with, when adding and when setting', () => {
    const pepper = { productId: 'p3', name: 'Ata Rodo', price: 800, imageUrl: null, stock: 3 };
    let items = addCartItem([], pepper, 5);
    expect(items[0]?.quantity).toBe(3);
    items = addCartItem(items, pepper, 1);
    expect(items[0]?.quantity).toBe(3);
    expect(setCartItemQuantity(items, 'p3', 9)[0]?.quantity).toBe(3);
    expect(setCartItemQuantity(items, 'p3', 2)[0]?.quantity).toBe(2);
    expect(lineLimit(pepper)).toBe(3);
    expect(lineLimit({ stock: undefined })).toBe(Number.POSITIVE_INFINITY);
  });

  it('takes the newest stock when a product is added again, and adds nothing with none left', () => {
    const pepper = { productId: 'p3', name: 'Ata Rodo', price: 800, imageUrl: null };
    let items = addCartItem([], pepper, 4);
    items = addCartItem(items, { ...pepper, stock: 6 }, 4);
    expect(items).toEqual([{ ...pepper, stock: 6, quantity: 6 }]);
    expect(addCartItem([], { ...pepper, stock: 0 }, 2)).toEqual([]);
  });

  it("says '1 item' and 'N items'", () => {
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(0)).toBe('0 items');
    expect(itemCountLabel(3)).toBe('3 items');
  });
});
