import { describe, expect, it } from 'vitest';
import { cartLinkItemsSchema, cartLinkUrl, sizeToken } from './cart-link.ts';

describe('the cart link', () => {
  it('names a size by its label without spaces or case', () => {
    expect(sizeToken('250 g')).toBe('250g');
    expect(sizeToken('1 Kg')).toBe('1kg');
    expect(sizeToken('Standard')).toBe('standard');
  });

  it('reads slug:qty and slug:size:qty items, and writes the same link back', () => {
    const items = cartLinkItemsSchema.parse('crayfish:250g:2,Ofada-Rice:1');
    expect(items).toEqual([
      { slug: 'crayfish', size: '250g', quantity: 2 },
      { slug: 'ofada-rice', size: '', quantity: 1 },
    ]);
    const url = new URL(cartLinkUrl('https://shop.example', items, { ref: 'nkem-kitchen', to: 'checkout' }));
    expect(url.pathname).toBe('/cart/add');
    expect(url.searchParams.get('items')).toBe('crayfish:250g:2,ofada-rice:1');
    expect(url.searchParams.get('ref')).toBe('nkem-kitchen');
    expect(url.searchParams.get('to')).toBe('checkout');
    expect(cartLinkItemsSchema.parse(url.searchParams.get('items'))).toEqual(items);
  });

  it('refuses the whole list when one item is malformed, zero, or too many', () => {
    for (const bad of ['', 'crayfish', 'crayfish:0', 'crayfish:1000', 'cray fish:1', 'a:b:c:1', 'x:1,,y:2'])
      expect(cartLinkItemsSchema.safeParse(bad).success, bad).toBe(false);
    expect(cartLinkItemsSchema.safeParse(Array(101).fill('salt:1').join(',')).success).toBe(false);
  });
});
