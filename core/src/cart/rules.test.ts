import { describe, expect, it } from 'vitest';
import {
  addCartItem,
  cartCount,
  cartSubtotal,
  itemCountLabel,
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
  it("says '1 item' and 'N items'", () => {
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(0)).toBe('0 items');
    expect(itemCountLabel(3)).toBe('3 items');
  });
});
