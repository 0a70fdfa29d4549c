import { cartItemSchema } from '@ata/core/cart';
import { describe, expect, it } from 'vitest';
import { isStoredCartItem } from './persistence.ts';

const line = {
  productId: 'p1',
  name: 'Ofada Rice',
  price: 4200,
  quantity: 2,
  imageUrl: '/api/images/ofada.svg',
};

describe('isStoredCartItem', () => {
  it.each([
    ['a full line', line],
    ['no image', { ...line, imageUrl: undefined }],
    ['a null image', { ...line, imageUrl: null }],
    ['an empty product id', { ...line, productId: '' }],
    ['a missing name', { ...line, name: undefined }],
    ['a fractional quantity', { ...line, quantity: 1.5 }],
    ['a zero quantity', { ...line, quantity: 0 }],
    ['an infinite price', { ...line, price: Number.POSITIVE_INFINITY }],
    ['a numeric image', { ...line, imageUrl: 3 }],
    ['a category', { ...line, categoryId: 'c1' }],
    ['a null category', { ...line, categoryId: null }],
    ['a numeric category', { ...line, categoryId: 7 }],
    ['a known stock', { ...line, stock: 3 }],
    ['no stock left', { ...line, stock: 0 }],
    ['a negative stock', { ...line, stock: -1 }],
    ['a fractional stock', { ...line, stock: 2.5 }],
    ['a text stock', { ...line, stock: '3' }],
    ['null', null],
    ['a string', 'p1'],
  ])('agrees with core cartItemSchema on %s', (_case, value) => {
    expect(isStoredCartItem(value)).toBe(cartItemSchema.safeParse(value).success);
  });
});
