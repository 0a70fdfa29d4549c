import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOrm, migrate } from '../src/db/orm.ts';
import { createDatabase, dropDatabase, withDatabase } from './support/databases.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const admin = () => ({ Authorization: app.basic.admin });
const sql = <T>(query: string) => app.orm.em.fork().execute<T[]>(query);
const stored = () =>
  sql<{ lexeme: string; uses: number }>('select lexeme, uses from search_lexeme order by lexeme');
/** What the table must hold: every word of the products' search vectors and of the category names, counted. */
const current = () =>
  sql<{ lexeme: string; uses: number }>(
    `select word as lexeme, sum(n)::int as uses from (
       select word, ndoc as n from ts_stat('select search_vector from product')
       union all select word, ndoc from ts_stat($q$select to_tsvector('simple', name) from category$q$)) w
     group by word order by word collate "C"`,
  );
const words = async () => (await stored()).map((row) => row.lexeme);

describe('search_lexeme (the words a typed word is completed or corrected to)', () => {
  it('starts as the words of the catalogue', async () => {
    expect(await stored()).toEqual(await current());
  });

  it('drops the words of renamed and deleted products, and of renamed categories', async () => {
    const created = await app.request('/api/products', {
      method: 'POST',
      headers: admin(),
      json: {
        name: 'Zindiri Cake 100g',
        slug: 'zindiri-cake-100g',
        description: 'Quorblat crumbs, baked in Kano.',
        price: 1500,
        stock: 3,
        categoryId: null,
        isFeatured: false,
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(await words()).toEqual(expect.arrayContaining(['zindiri', 'quorblat']));

    const renamed = await app.request(`/api/products/${id}`, {
      method: 'PUT',
      headers: admin(),
      json: { name: 'Donkwa Cake 100g' },
    });
    expect(renamed.status).toBe(200);
    expect(await words()).not.toContain('zindiri');
    expect(await words()).toEqual(expect.arrayContaining(['donkwa', 'quorblat']));

    expect((await app.request(`/api/products/${id}`, { method: 'DELETE', headers: admin() })).status).toBe(
      200,
    );
    expect(await words()).not.toContain('donkwa');
    expect(await words()).not.toContain('quorblat');

    const [category] = await sql<{ id: string }>(`select id from category where slug = 'snacks'`);
    const category2 = await app.request(`/api/categories/${category?.id}`, {
      method: 'PUT',
      headers: admin(),
      json: { name: 'Small Chops', slug: 'snacks' },
    });
    expect(category2.status).toBe(200);
    expect(await words()).toContain('chops');
    expect(await stored()).toEqual(await current());
  });

  it('keeps a word another product still holds', async () => {
    const before = await stored();
    const egusi = before.find((row) => row.lexeme === 'egusi');
    expect(egusi?.uses).toBeGreaterThan(1);
    const [product] = await sql<{ id: string }>(
      `select id from product where search_vector @@ 'egusi'::tsquery order by name limit 1`,
    );
    expect(
      (await app.request(`/api/products/${product?.id}`, { method: 'DELETE', headers: admin() })).status,
    ).toBe(200);
    expect((await stored()).find((row) => row.lexeme === 'egusi')?.uses).toBe((egusi?.uses ?? 0) - 1);
    expect(await stored()).toEqual(await current());
  });
});

describe('migrations', () => {
  it('run to the end however short the app’s statement timeout (they may rightly take longer)', async () => {
    const adminUrl = inject('pgAdminUrl');
    const database = `ata_timeout_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    await createDatabase(adminUrl, database);
    const orm = await createOrm(withDatabase(adminUrl, database), {
      timeouts: { statementMs: 1, queryMs: 5 },
    });
    try {
      // The app's own connections keep the 1 ms limit …
      await expect(orm.em.fork().execute('select pg_sleep(0.05)')).rejects.toThrow();
      // … migrations do not hold to it.
      expect((await migrate(orm)).length).toBeGreaterThan(5);
    } finally {
      await orm.close(true);
      await dropDatabase(adminUrl, database);
    }
  });
});
