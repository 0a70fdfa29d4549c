import { type CatalogPage, type CatalogSort, catalogPageSchema } from '@ata/core/catalog';
import { type Category, categoryListSchema } from '@ata/core/category';
import { fromPrice, type Product, productListSchema } from '@ata/core/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSnapshot } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
let all: Product[];
/**
 * A product as the catalogue filters and sorts it: by its lowest size price ("from") and its stock over
 * every size (the product JSON's own `price` and `stock` are its default size's).
 */
const asFiltered = (product: Product): Product => ({
  ...product,
  price: fromPrice(product),
  stock: product.variants ? product.variants.reduce((sum, size) => sum + size.stock, 0) : product.stock,
});
let categories: Category[];
beforeAll(async () => {
  app = await startTestApp();
  all = productListSchema.parse(await (await app.request('/api/products')).json()).map(asFiltered);
  categories = categoryListSchema.parse(await (await app.request('/api/categories')).json());
});
afterAll(() => app.close());

async function catalog(query: string): Promise<CatalogPage> {
  const response = await app.request(`/api/catalog${query ? `?${query}` : ''}`);
  expect(response.status, query).toBe(200);
  return catalogPageSchema.parse(await response.json());
}
const names = (page: CatalogPage) => page.items.map((product) => product.name);
const admin = () => ({ Authorization: app.basic.admin });

// The expectation, computed here from the plain product list: the same rules the API documents.
const collator = new Intl.Collator('en');
const byId = (a: Product, b: Product) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const comparators: Record<Exclude<CatalogSort, 'relevance'>, (a: Product, b: Product) => number> = {
  'name-asc': (a, b) => collator.compare(a.name, b.name) || byId(a, b),
  'name-desc': (a, b) => collator.compare(b.name, a.name) || byId(b, a),
  'price-asc': (a, b) => a.price - b.price || byId(a, b),
  'price-desc': (a, b) => b.price - a.price || byId(b, a),
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || byId(b, a),
};
interface Filters {
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  featured?: boolean;
}
function expected(filters: Filters, sort: Exclude<CatalogSort, 'relevance'> = 'name-asc'): Product[] {
  const categoryId = categories.find((c) => c.slug === filters.category || c.id === filters.category)?.id;
  return all
    .filter(
      (p) =>
        (filters.category === undefined || p.categoryId === categoryId) &&
        (filters.minPrice === undefined || p.price >= filters.minPrice) &&
        (filters.maxPrice === undefined || p.price <= filters.maxPrice) &&
        (filters.inStock === undefined || p.stock > 0 === filters.inStock) &&
        (filters.featured === undefined || p.isFeatured === filters.featured),
    )
    .sort(comparators[sort]);
}
const toQuery = (filters: Filters & Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(filters).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)] as [string, string]],
    ),
  ).toString();

describe('GET /api/catalog search', () => {
  it('puts the product whose name was typed in full first', async () => {
    for (const name of ['Ofada Rice', 'Ground Egusi 500g', 'Chin Chin 500g', 'Egusi Soup Bundle'])
      expect(names(await catalog(`q=${encodeURIComponent(name)}`))[0]).toBe(name);
  });

  it('finds products from the start of a word', async () => {
    expect(names(await catalog('q=suy'))[0]).toBe('Suya Spice (Yaji)');
    expect(names(await catalog('q=ofada'))).toEqual(
      expect.arrayContaining(['Ofada Rice', 'Ofada & Ayamase Bundle']),
    );
    expect(names(await catalog('q=stockf'))[0]).toBe('Stockfish (Okporoko) Cuts 500g');
  });

  it('forgives typos in names', async () => {
    const egusi = names(await catalog('q=egussi'));
    expect(egusi).toEqual(expect.arrayContaining(['Ground Egusi 500g', 'Egusi Soup Bundle']));
    expect(egusi[0]).toMatch(/egusi/i);
    expect(names(await catalog('q=ogbonno'))[0]).toMatch(/ogbono/i);
    expect(names(await catalog('q=crayfsh'))[0]).toBe('Ground Crayfish');
    // A dropped or doubled letter in a short word leaves fewer shared trigrams than a longer typo does.
    expect(names(await catalog('q=stokfish'))[0]).toMatch(/^Stockfish/);
    expect(names(await catalog('q=garii'))).toEqual(expect.arrayContaining([expect.stringMatching(/Garri/)]));
  });

  it('keeps Yoruba, Igbo and Hausa words whole', async () => {
    expect(names(await catalog('q=iru'))[0]).toBe('Iru (Fermented Locust Beans) 150g');
    expect(names(await catalog('q=uziza'))[0]).toBe('Uziza Seeds 50g');
    expect(names(await catalog('q=ogbono'))[0]).toBe('Ogbono (Wild Mango Seeds) 250g');
    expect(names(await catalog('q=ehuru'))[0]).toBe('Ehuru (Calabash Nutmeg) 50g');
    expect(names(await catalog('q=kilishi'))[0]).toBe('Kilishi (Spiced Beef Jerky) 200g');
  });

  it('matches category names and descriptions after names', async () => {
    const page = await catalog('q=protein&pageSize=100');
    const proteinId = categories.find((c) => c.slug === 'protein')?.id;
    expect(page.total).toBe(all.filter((p) => p.categoryId === proteinId).length);
  });

  it('ignores letter case', async () => {
    const lower = await catalog('q=ofada');
    expect(lower.total).toBeGreaterThan(0);
    expect(await catalog('q=OFADA')).toEqual(lower);
    expect(await catalog('q=Yaji')).toEqual(await catalog('q=yaji'));
  });

  it('answers an empty page for a word found nowhere, and for punctuation alone', async () => {
    for (const q of ['xylophone', '%25%25%25', '%26%7C!'])
      expect(await catalog(`q=${q}`)).toMatchObject({ items: [], total: 0 });
  });

  it('combines search with filters and other sorts', async () => {
    const page = await catalog('q=rice&category=grains-rice&sort=price-desc');
    expect(page.items.length).toBeGreaterThan(0);
    const prices = page.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const grains = categories.find((c) => c.slug === 'grains-rice')?.id;
    expect(page.items.every((p) => p.categoryId === grains)).toBe(true);
  });
});

describe('GET /api/catalog filters and sorts', () => {
  const cases: Filters[] = [
    {},
    { category: 'spices' },
    { category: 'grains-rice', minPrice: 2000 },
    { minPrice: 1000, maxPrice: 3000 },
    { maxPrice: 1500 },
    // Both bounds land on products' prices (three at ₦1,500, two at ₦1,800): they are inclusive.
    { minPrice: 1500, maxPrice: 1800 },
    { inStock: true },
    { inStock: false },
    { featured: true },
    { featured: false, inStock: true, maxPrice: 5000 },
    { category: 'no-such-category' },
  ];
  const sorts = Object.keys(comparators) as Exclude<CatalogSort, 'relevance'>[];

  it('answers what the filters select, in each sort', async () => {
    for (const filters of cases)
      for (const sort of sorts) {
        const page = await catalog(toQuery({ ...filters, sort, pageSize: 100 }));
        const want = expected(filters, sort);
        expect(names(page), JSON.stringify({ filters, sort })).toEqual(want.map((p) => p.name));
        expect(page.total).toBe(want.length);
      }
  });

  it('accepts a category id as well as its slug', async () => {
    const spices = categories.find((c) => c.slug === 'spices');
    expect(await catalog(`category=${spices?.id}&pageSize=100`)).toEqual(
      await catalog('category=spices&pageSize=100'),
    );
  });

  it('sorts by name without a search, and by relevance with one', async () => {
    expect(names(await catalog('pageSize=100'))).toEqual(expected({}).map((p) => p.name));
    expect(names(await catalog('sort=relevance&pageSize=100'))).toEqual(expected({}).map((p) => p.name));
  });
});

describe('GET /api/catalog facets', () => {
  it('counts each category as the total a shopper gets by choosing it', async () => {
    for (const filters of [{}, { q: 'pepper' }, { inStock: true, maxPrice: 4000 }, { category: 'spices' }]) {
      const page = await catalog(toQuery(filters));
      expect(page.facets.categories.map((c) => c.slug).sort()).toEqual(categories.map((c) => c.slug).sort());
      for (const { slug, count } of page.facets.categories) {
        const chosen = await catalog(toQuery({ ...filters, category: slug }));
        expect(chosen.total, `${JSON.stringify(filters)} ${slug}`).toBe(count);
      }
    }
  });

  it('gives the price range of the current search and category, whatever prices are chosen', async () => {
    const spices = expected({ category: 'spices' }).map((p) => p.price);
    for (const query of ['category=spices', 'category=spices&minPrice=1000&maxPrice=1200'])
      expect((await catalog(query)).facets.price).toEqual({
        min: Math.min(...spices),
        max: Math.max(...spices),
      });
    const everything = all.map((p) => p.price);
    expect((await catalog('')).facets.price).toEqual({
      min: Math.min(...everything),
      max: Math.max(...everything),
    });
    expect((await catalog('q=xylophone')).facets.price).toEqual({ min: null, max: null });
  });
});

describe('GET /api/catalog pages', () => {
  it('splits the list into pages without losing or repeating a product', async () => {
    const want = expected({}, 'price-asc').map((p) => p.id);
    const pageSize = 10;
    const pages = Math.ceil(want.length / pageSize);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const answer = await catalog(`sort=price-asc&pageSize=${pageSize}&page=${page}`);
      expect(answer).toMatchObject({ page, pageSize, total: want.length });
      seen.push(...answer.items.map((p) => p.id));
    }
    expect(seen).toEqual(want);
    const last = await catalog(`sort=price-asc&pageSize=${pageSize}&page=${pages}`);
    expect(last.items).toHaveLength(want.length - (pages - 1) * pageSize);
  });

  it('answers an empty page past the end, with the total', async () => {
    const past = await catalog('pageSize=24&page=3');
    expect(past).toMatchObject({ items: [], total: all.length, page: 3, pageSize: 24 });
    expect(await catalog('q=xylophone&page=2')).toMatchObject({ items: [], total: 0, page: 2 });
  });

  it('pages 24 products by default', async () => {
    expect(await catalog('')).toMatchObject({ page: 1, pageSize: 24, total: all.length });
    expect((await catalog('')).items).toHaveLength(24);
  });
});

describe('GET /api/catalog refuses bad parameters', () => {
  const bad: [string, RegExp][] = [
    ['pageSize=101', /pageSize must be at most 100/],
    ['pageSize=0', /pageSize must be at least 1/],
    ['page=0', /page must be at least 1/],
    ['page=two', /page must be a whole number/],
    ['page=1.5', /page must be a whole number/],
    ['page=500', /page is too deep/],
    ['minPrice=-1', /minPrice must be a price/],
    ['maxPrice=cheap', /maxPrice must be a price/],
    ['minPrice=3000&maxPrice=1000', /minPrice must not be above maxPrice/],
    ['sort=cheapest', /sort must be one of/],
    ['inStock=yes', /inStock must be true or false/],
    ['featured=1', /featured must be true or false/],
    ['search=suya', /Unknown parameter: search/],
    ['q=a&q=b', /"q" must appear once/],
    [`q=${'a'.repeat(101)}`, /q must be at most 100 characters/],
  ];

  it('answers 400 with a message naming the problem, and changes nothing', async () => {
    const before = await databaseSnapshot(app.orm);
    for (const [query, message] of bad) {
      const response = await app.request(`/api/catalog?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { message: string; errors?: Record<string, string> };
      expect(Object.keys(body).sort(), query).toEqual(['errors', 'message'].filter((key) => key in body));
      expect(`${body.message} ${Object.values(body.errors ?? {}).join(' ')}`, query).toMatch(message);
    }
    expect(await databaseSnapshot(app.orm)).toBe(before);
  });
});

// Last: it renames seed records that the expectations above are computed from.
describe('GET /api/catalog after writes', () => {
  it('follows renames: the database keeps the search text current', async () => {
    const [product] = all.filter((p) => p.name === 'Kuli Kuli 250g');
    const renamed = await app.request(`/api/products/${product?.id}`, {
      method: 'PUT',
      headers: admin(),
      json: { name: 'Donkwa Groundnut Balls 250g' },
    });
    expect(renamed.status).toBe(200);
    // A word the catalogue never had is found whole, from its start and with a typo.
    for (const q of ['donkwa', 'donk', 'donkwaa'])
      expect(names(await catalog(`q=${q}`)), q).toEqual(['Donkwa Groundnut Balls 250g']);
    expect(names(await catalog('q=kuli'))).not.toContain('Kuli Kuli 250g');

    const snacks = categories.find((c) => c.slug === 'snacks');
    const category = await app.request(`/api/categories/${snacks?.id}`, {
      method: 'PUT',
      headers: admin(),
      json: { name: 'Small Chops', slug: 'snacks' },
    });
    expect(category.status).toBe(200);
    for (const q of ['chops', 'chop', 'chopps']) {
      const page = await catalog(`q=${q}&pageSize=100`);
      expect(page.total, q).toBe(all.filter((p) => p.categoryId === snacks?.id).length);
    }
  });

  it('keeps list totals and facets right through product and category writes', async () => {
    const [cheap, dear, gone] = all;
    const put = (id: string | undefined, json: Record<string, unknown>) =>
      app.request(`/api/products/${id}`, { method: 'PUT', headers: admin(), json });
    expect((await put(cheap?.id, { stock: 0 })).status).toBe(200);
    expect((await put(dear?.id, { price: 99_000, isFeatured: true })).status).toBe(200);
    expect(
      (await app.request(`/api/products/${gone?.id}`, { method: 'DELETE', headers: admin() })).status,
    ).toBe(200);
    const protein = categories.find((c) => c.slug === 'protein');
    expect(
      (await app.request(`/api/categories/${protein?.id}`, { method: 'DELETE', headers: admin() })).status,
    ).toBe(200);

    const now = productListSchema.parse(await (await app.request('/api/products')).json()).map(asFiltered);
    const left = categoryListSchema.parse(await (await app.request('/api/categories')).json());
    for (const [query, keep] of [
      ['', () => true],
      ['inStock=true', (p: Product) => p.stock > 0],
      ['featured=true&inStock=false', (p: Product) => p.isFeatured && p.stock === 0],
      ['minPrice=2000&maxPrice=5000', (p: Product) => p.price >= 2000 && p.price <= 5000],
    ] as const) {
      const page = await catalog(query);
      const kept = now.filter(keep);
      expect(page.total, query).toBe(kept.length);
      expect(page.facets.categories, query).toEqual(
        [...left]
          .sort((a, b) => collator.compare(a.name, b.name))
          .map((c) => ({ slug: c.slug, count: kept.filter((p) => p.categoryId === c.id).length })),
      );
    }
    expect((await catalog('')).facets.price.max).toBe(99_000);
  });
});
