import { type DataProvider, fetchUtils } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** The real react-admin data provider the admin console uses, driven against the running app. */
let app: TestApp;
let dataProvider: DataProvider;

beforeAll(async () => {
  app = await startTestApp();
  const httpClient = (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: app.basic.admin } });
  dataProvider = simpleRestProvider(`${app.url}/api`, httpClient);
});
afterAll(() => app.close());

type Row = { id: string; [key: string]: unknown };

describe('ra-data-simple-rest against the API', () => {
  it('getList pages, sorts and counts products', async () => {
    const all = (await (await app.request('/api/products')).json()) as Row[];
    const page = await dataProvider.getList('products', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'price', order: 'DESC' },
      filter: {},
    });
    expect(page.total).toBe(all.length);
    expect(page.data).toHaveLength(5);
    const prices = [...all].map((p) => p.price as number).sort((a, b) => b - a);
    expect(page.data.map((p) => p.price)).toEqual(prices.slice(5, 10));
  });

  it('getList filters with q and by field', async () => {
    const { data, total } = await dataProvider.getList('products', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'RICE' },
    });
    expect(total).toBeGreaterThan(0);
    expect(data.every((p) => `${p.name} ${p.description} ${p.slug}`.toLowerCase().includes('rice'))).toBe(
      true,
    );
    const names = data.map((p) => p.name as string);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })) && names,
    );

    const featured = await dataProvider.getList('products', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      filter: { isFeatured: true },
    });
    expect(featured.data.every((p) => p.isFeatured === true)).toBe(true);
  });

  it('getOne, getMany and getManyReference', async () => {
    const categories = await dataProvider.getList('categories', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(categories.total).toBeGreaterThanOrEqual(6);
    const spices = categories.data.find((c) => c.slug === 'spices')!;
    expect((await dataProvider.getOne('categories', { id: spices.id })).data).toEqual(spices);

    const many = await dataProvider.getMany('categories', { ids: [categories.data[0]!.id, spices.id] });
    expect(many.data.map((c) => c.id).sort()).toEqual([categories.data[0]!.id, spices.id].sort());

    const reference = await dataProvider.getManyReference('products', {
      target: 'categoryId',
      id: spices.id,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(reference.total).toBeGreaterThan(0);
    expect(reference.data.every((p) => p.categoryId === spices.id)).toBe(true);
  });

  it('create, update, updateMany, delete and deleteMany', async () => {
    const { data: category } = await dataProvider.create('categories', {
      data: { name: 'Beverages', slug: 'beverages', imageUrl: '' },
    });
    expect(category).toMatchObject({ name: 'Beverages', slug: 'beverages' });

    const { data: updated } = await dataProvider.update('categories', {
      id: category.id,
      data: { ...category, name: 'Drinks' },
      previousData: category,
    });
    expect(updated).toMatchObject({ id: category.id, name: 'Drinks' });

    const makeProduct = (slug: string) =>
      dataProvider.create('products', {
        data: {
          name: `Zobo Leaves ${slug}`,
          slug,
          description: 'Dried roselle calyces for zobo.',
          price: '900',
          stock: 20,
          categoryId: category.id,
          isFeatured: false,
        },
      });
    const a = (await makeProduct('zobo-a')).data;
    const b = (await makeProduct('zobo-b')).data;
    expect(a.price).toBe(900);

    const many = await dataProvider.updateMany('products', { ids: [a.id, b.id], data: { isFeatured: true } });
    expect(many.data).toEqual([a.id, b.id]);
    const featured = await dataProvider.getMany('products', { ids: [a.id, b.id] });
    expect(featured.data.map((p) => [p.slug, p.isFeatured])).toEqual(
      expect.arrayContaining([
        ['zobo-a', true],
        ['zobo-b', true],
      ]),
    );

    const removedMany = await dataProvider.deleteMany('products', { ids: [a.id, b.id] });
    expect(removedMany.data).toEqual([a.id, b.id]);
    const removed = await dataProvider.delete('categories', { id: category.id, previousData: category });
    expect(removed.data).toMatchObject({ id: category.id });
    expect((await app.request(`/api/categories/${category.id}`)).status).toBe(404);
  });

  it('orders: getList with status filter, update of the status', async () => {
    const { data: products } = await dataProvider.getList('products', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'stock', order: 'DESC' },
      filter: {},
    });
    const product = products[0]!;
    const order = await app.request('/api/orders', {
      method: 'POST',
      json: {
        customerName: 'Amaka Eze',
        customerEmail: 'amaka@example.ng',
        customerPhone: '08051234567',
        shippingAddress: '3 Awolowo Road, Ikoyi, Lagos',
        items: [{ productId: product.id, name: product.name, price: product.price, quantity: 1 }],
        totalAmount: String(product.price),
      },
    });
    const { id } = await order.json();
    const pending = await dataProvider.getList('orders', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'pending' },
    });
    expect(pending.data.map((o) => o.id)).toContain(id);
    const { data: previous } = await dataProvider.getOne('orders', { id });
    const { data: paid } = await dataProvider.update('orders', {
      id,
      data: { ...previous, status: 'paid' },
      previousData: previous,
    });
    expect(paid).toMatchObject({ id, status: 'paid' });
  });

  it('blog: the admin list includes drafts; getOne by id works through /api/blog/:id', async () => {
    const all = await dataProvider.getList('blog/all', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(all.data.some((post) => post.published === false)).toBe(true);
    const draft = all.data.find((post) => post.published === false)!;
    expect((await dataProvider.getOne('blog', { id: draft.id })).data).toEqual(draft);
  });
});
