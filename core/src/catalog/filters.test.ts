import { describe, expect, it } from 'vitest';
import { emptyFilters, filtersToSearchParams, parseFilters } from './filters.ts';

describe('filter URL', () => {
  it('writes only non-default values, prices only strictly inside 0..10,000', () => {
    expect(filtersToSearchParams(emptyFilters).toString()).toBe('');
    const params = filtersToSearchParams({
      q: ' egusi ',
      category: 'spices',
      minPrice: 100,
      maxPrice: 9900,
      sort: 'price-desc',
    });
    expect(params.toString()).toBe('search=egusi&category=spices&minPrice=100&maxPrice=9900&sort=price-desc');
    expect(filtersToSearchParams({ ...emptyFilters, minPrice: 0, maxPrice: 10000 }).has('maxPrice')).toBe(
      false,
    );
  });
  it('reads a pasted URL back, snapping prices to steps of 100 and ignoring junk', () => {
    expect(parseFilters(new URLSearchParams('search=suya&minPrice=250&maxPrice=99999&sort=bogus'))).toEqual({
      ...emptyFilters,
      q: 'suya',
      minPrice: 300,
      maxPrice: 10000,
    });
  });
});
