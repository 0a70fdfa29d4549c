import { describe, expect, it } from 'vitest';
import { emptyFilters } from './filters.ts';
import { catalogQuerySchema } from './schema.ts';
import { catalogPath, shopCatalogRequest } from './search.ts';

describe('catalogue requests', () => {
  it('turn the shop filters into the API path, leaving out defaults and the open top of the slider', () => {
    expect(catalogPath(shopCatalogRequest(emptyFilters))).toBe('/api/catalog?sort=name-asc');
    const filters = { q: ' Ofada rice ', category: 'grains-rice', minPrice: 1000, maxPrice: 10_000 };
    expect(catalogPath(shopCatalogRequest({ ...emptyFilters, ...filters, sort: 'price-desc' }, 3))).toBe(
      '/api/catalog?q=Ofada+rice&category=grains-rice&minPrice=1000&sort=price-desc&page=3',
    );
    expect(catalogPath({ featured: true, pageSize: 4 })).toBe('/api/catalog?featured=true&pageSize=4');
  });

  it('make paths the API schema accepts', () => {
    const path = catalogPath({
      q: 'egusi',
      minPrice: 100,
      maxPrice: 2000,
      inStock: true,
      page: 2,
      pageSize: 6,
    });
    const query = Object.fromEntries(new URL(path, 'http://shop').searchParams);
    expect(catalogQuerySchema.parse(query)).toEqual({
      q: 'egusi',
      minPrice: 100,
      maxPrice: 2000,
      inStock: true,
      page: 2,
      pageSize: 6,
    });
  });
});
