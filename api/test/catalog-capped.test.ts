import { type CatalogPage, catalogQuerySchema } from '@ata/core/catalog';
import { type Product, productListSchema } from '@ata/core/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryCatalog } from '../src/catalog/service.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * A search matching more products than the server ranks and counts one by one (tens of thousands at
 * 100,000 products) answers from a bounded set: here the bound is lowered to a few products so that the
 * seed's catalogue is "large".
 */

let app: TestApp;
let all: Product[];
beforeAll(async () => {
  app = await startTestApp();
  all = productListSchema.parse(await (await app.request('/api/products')).json());
});
afterAll(() => app.close());

const EXACT_UP_TO = 4;
const search = (query: string, exactUpTo = EXACT_UP_TO): Promise<CatalogPage> =>
  queryCatalog(app.orm.em.fork(), catalogQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))), {
    exactUpTo,
  });
const names = (page: CatalogPage) => page.items.map((product) => product.name);
/** What the seed holds for `word` anywhere in a product's name or description. */
const holding = (word: string) =>
  all.filter((p) => `${p.name} ${p.description}`.toLowerCase().includes(word.toLowerCase()));

describe('a search matching more products than it counts one by one', () => {
  it('says its total and counts are estimates, and no fewer than it saw', async () => {
    const matches = holding('pepper').length;
    expect(matches).toBeGreaterThan(EXACT_UP_TO);
    const page = await search('q=pepper');
    expect(page).toMatchObject({ estimated: true, facets: { estimated: true } });
    expect(page.total).toBeGreaterThan(EXACT_UP_TO);
    expect(page.items.length).toBeGreaterThan(0);

    const exact = await search('q=pepper', 1_000);
    expect(exact).not.toHaveProperty('estimated');
    expect(exact.facets).not.toHaveProperty('estimated');
    expect(exact.total).toBe(matches);
  });

  it('still puts the exact name first, then names starting with the text', async () => {
    expect(names(await search('q=Pepper Soup Bundle'))[0]).toBe('Pepper Soup Bundle');
    const soup = names(await search('q=pepper soup'));
    expect(soup.slice(0, 2).sort()).toEqual(
      all
        .filter((p) => p.name.toLowerCase().startsWith('pepper soup'))
        .map((p) => p.name)
        .sort(),
    );
  });

  it('pages the same candidates without repeating a product, ending with a short page', async () => {
    const seen: string[] = [];
    let page = 1;
    for (; page < 20; page += 1) {
      const answer = await search(`q=pepper&pageSize=2&page=${page}`);
      seen.push(...answer.items.map((p) => p.id));
      if (answer.items.length < 2) break;
    }
    expect(page).toBeLessThan(20);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(EXACT_UP_TO);
  });

  it('reads other sorts exactly, in sort order', async () => {
    for (const sort of ['price-asc', 'price-desc', 'newest'])
      expect(names(await search(`q=pepper&sort=${sort}&pageSize=100`)), sort).toEqual(
        names(await search(`q=pepper&sort=${sort}&pageSize=100`, 1_000)),
      );
  });

  it('gives a price range holding every match, and the chosen category the total', async () => {
    const page = await search('q=pepper');
    const prices = holding('pepper').map((p) => p.price);
    expect(page.facets.price.min).toBeLessThanOrEqual(Math.min(...prices));
    expect(page.facets.price.max).toBeGreaterThanOrEqual(Math.max(...prices));

    const spices = await search('q=pepper&category=spices');
    expect(spices.facets.categories.find((c) => c.slug === 'spices')?.count).toBe(spices.total);
  });
});
