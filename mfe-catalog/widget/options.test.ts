import { describe, expect, it } from 'vitest';
import { catalogUrls, productPageUrl, readOptions, resolveApiBase } from './options.ts';

const PAGE = 'https://partner.example/recipes/jollof.html';
const SCRIPT_ORIGIN = 'https://shop.example';
const read = (attributes: Record<string, string>) =>
  readOptions((name) => attributes[name] ?? null, SCRIPT_ORIGIN, PAGE);

describe('readOptions', () => {
  it('defaults to the script origin, all products, 8 cards, 4 columns, light theme', () => {
    expect(read({})).toEqual({
      api: 'https://shop.example',
      category: null,
      featured: false,
      limit: 8,
      columns: 4,
      theme: 'light',
    });
  });

  it('reads every attribute', () => {
    expect(
      read({
        api: 'https://api.shop.example/',
        category: ' Spices ',
        featured: '',
        limit: '3',
        columns: '2',
        theme: 'DARK',
      }),
    ).toEqual({
      api: 'https://api.shop.example',
      category: 'spices',
      featured: true,
      limit: 3,
      columns: 2,
      theme: 'dark',
    });
  });

  it('treats featured="false" as off and any other value as on', () => {
    expect(read({ featured: 'false' }).featured).toBe(false);
    expect(read({ featured: 'featured' }).featured).toBe(true);
  });

  it('falls back to the defaults on nonsense and caps large numbers', () => {
    const options = read({ limit: 'lots', columns: '0', theme: 'neon', category: '  ' });
    expect(options).toMatchObject({ limit: 8, columns: 4, theme: 'light', category: null });
    expect(read({ limit: '1000', columns: '12' })).toMatchObject({ limit: 100, columns: 6 });
    expect(read({ limit: '-2' }).limit).toBe(8);
  });
});

describe('resolveApiBase', () => {
  it('resolves relative values against the page and keeps a path prefix', () => {
    expect(resolveApiBase('/', SCRIPT_ORIGIN, PAGE)).toBe('https://partner.example');
    expect(resolveApiBase('https://shop.example/market/', SCRIPT_ORIGIN, PAGE)).toBe(
      'https://shop.example/market',
    );
  });

  it('ignores non-http URLs', () => {
    expect(resolveApiBase('javascript:alert(1)', SCRIPT_ORIGIN, PAGE)).toBe('https://shop.example');
  });
});

describe('URLs', () => {
  it('asks the catalogue for only the cards shown, featured spices first', () => {
    const api = 'https://shop.example';
    expect(catalogUrls({ api, category: null, featured: false, limit: 8 })).toEqual([
      'https://shop.example/api/catalog?pageSize=8',
    ]);
    expect(catalogUrls({ api, category: null, featured: true, limit: 4 })).toEqual([
      'https://shop.example/api/catalog?category=spices&featured=true&pageSize=4',
      'https://shop.example/api/catalog?featured=true&pageSize=4',
    ]);
    expect(catalogUrls({ api, category: 'grains-rice', featured: false, limit: 30 })).toEqual([
      'https://shop.example/api/catalog?category=grains-rice&pageSize=30',
    ]);
  });

  it('links a card to the product page on the shop', () => {
    expect(productPageUrl('https://shop.example', 'abc')).toBe('https://shop.example/product/abc');
  });
});
