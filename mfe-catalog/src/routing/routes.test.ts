import { describe, expect, it } from 'vitest';
import { catalogScreen } from './routes.ts';

describe('catalogScreen', () => {
  it.each([
    ['/', { name: 'home' }],
    ['/shop', { name: 'shop' }],
    ['/shop/', { name: 'shop' }],
    ['/product/abc-123', { name: 'product', id: 'abc-123' }],
    ['/product/abc-123/', { name: 'product', id: 'abc-123' }],
    ['/product', { name: 'product-unmatched' }],
    ['/product/a/b', { name: 'product-unmatched' }],
    ['/about', null],
  ])('%s', (path, route) => expect(catalogScreen(path)).toEqual(route));
});
