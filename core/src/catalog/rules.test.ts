import { describe, expect, it } from 'vitest';
import type { Category } from '../category/schema.ts';
import type { Product } from '../product/schema.ts';
import { emptyFilters, filtersToSearchParams, parseFilters } from './filters.ts';
import { filterProducts, orderFeatured, sortProducts } from './rules.ts';

const at = '2026-01-01T00:00:00.000Z';
const category = (slug: string, id: string): Category => ({
  id,
  slug,
  name: slug,
  createdAt: at,
  updatedAt: at,
});
const categories = [category('spices', 'c-spices'), category('snacks', 'c-snacks')];
let n = 0;
const product = (over: Partial<Product>): Product => ({
  id: `p-${++n}`,
  name: 'Item',
  slug: `item-${n}`,
  description: 'A thing',
  price: 1000,
  stock: 10,
  categoryId: null,
  isFeatured: false,
  createdAt: at,
  updatedAt: at,
  ...over,
});

const suya = product({
  name: 'Suya Spice',
  description: 'Smoky yaji blend',
  price: 2500,
  categoryId: 'c-spices',
});
const chin = product({
  name: 'Chin Chin',
  description: 'Crunchy fried dough',
  price: 1200,
  categoryId: 'c-snacks',
});
const crayfish = product({
  name: 'Ground Crayfish',
  description: 'Rich umami',
  price: 4000,
  categoryId: 'c-spices',
});
const all = [suya, chin, crayfish];

describe('filterProducts', () => {
  it('searches name or description, case-insensitively', () => {
    expect(filterProducts(all, { ...emptyFilters, search: 'YAJI' }, categories)).toEqual([suya]);
    expect(filterProducts(all, { ...emptyFilters, search: 'chin' }, categories)).toEqual([chin]);
  });
  it('filters by category slug or id', () => {
    const bySlug = filterProducts(all, { ...emptyFilters, category: 'spices' }, categories);
    expect(bySlug).toEqual([crayfish, suya]);
    expect(filterProducts(all, { ...emptyFilters, category: 'c-spices' }, categories)).toEqual(bySlug);
  });
  it('keeps prices inside the bounds, inclusive', () => {
    const result = filterProducts(all, { ...emptyFilters, minPrice: 1200, maxPrice: 2500 }, categories);
    expect(result.map((p) => p.name)).toEqual(['Chin Chin', 'Suya Spice']);
  });
  it('treats the top of the slider (₦10,000) as no upper limit', () => {
    const bundle = product({ name: 'Jollof Bundle', price: 15000 });
    expect(filterProducts([bundle], emptyFilters, categories)).toEqual([bundle]);
    expect(filterProducts([bundle], { ...emptyFilters, maxPrice: 9900 }, categories)).toEqual([]);
  });
});

describe('sortProducts', () => {
  const newest = product({ name: 'Zobo', price: 900, createdAt: '2026-05-01T00:00:00.000Z' });
  const list = [...all, newest];
  it.each([
    ['name-asc', ['Chin Chin', 'Ground Crayfish', 'Suya Spice', 'Zobo']],
    ['name-desc', ['Zobo', 'Suya Spice', 'Ground Crayfish', 'Chin Chin']],
    ['price-asc', ['Zobo', 'Chin Chin', 'Suya Spice', 'Ground Crayfish']],
    ['price-desc', ['Ground Crayfish', 'Suya Spice', 'Chin Chin', 'Zobo']],
  ] as const)('%s', (sort, names) => {
    expect(sortProducts(list, sort).map((p) => p.name)).toEqual(names);
  });
  it('newest puts the latest createdAt first', () => {
    expect(sortProducts(list, 'newest')[0]).toBe(newest);
  });
});

describe('filter URL', () => {
  it('writes only non-default values, prices only strictly inside 0..10,000', () => {
    expect(filtersToSearchParams(emptyFilters).toString()).toBe('');
    const params = filtersToSearchParams({
      search: ' egusi ',
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
      search: 'suya',
      minPrice: 300,
      maxPrice: 10000,
    });
  });
});

describe('orderFeatured', () => {
  it('puts featured spices first and keeps at most 4', () => {
    const featured = [
      product({ name: 'F1', isFeatured: true, categoryId: 'c-snacks' }),
      product({ name: 'F2', isFeatured: true, categoryId: 'c-spices' }),
      product({ name: 'F3', isFeatured: true }),
      product({ name: 'NF', isFeatured: false, categoryId: 'c-spices' }),
      product({ name: 'F4', isFeatured: true, categoryId: 'c-spices' }),
      product({ name: 'F5', isFeatured: true }),
    ];
    expect(orderFeatured(featured, categories).map((p) => p.name)).toEqual(['F2', 'F4', 'F1', 'F3']);
  });
});
