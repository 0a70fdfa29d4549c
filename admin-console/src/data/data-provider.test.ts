import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { dataProvider } from './data-provider.ts';

afterEach(() => vi.unstubAllGlobals());

const page = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'createdAt', order: 'DESC' as const },
  filter: {},
};

describe('dataProvider', () => {
  it('reads the admin blog list from /api/blog/all with the session cookie', async () => {
    const calls = mockFetch({
      'GET /api/blog/all': { body: [{ id: 'a', title: 'Suya' }], headers: { 'Content-Range': 'blog 0-0/1' } },
    });
    const result = await dataProvider.getList('blog', page);
    expect(result).toEqual({ data: [{ id: 'a', title: 'Suya' }], total: 1 });
    expect(calls[0]?.url).toMatch(/^\/api\/blog\/all\?/);
    expect(calls[0]?.credentials).toBe('include');
  });

  it('reads one post from /api/blog/id/:id and writes it at /api/blog/:id', async () => {
    const calls = mockFetch({
      'GET /api/blog/id/p1': { body: { id: 'p1', title: 'Egusi' } },
      'PUT /api/blog/p1': { body: { id: 'p1', title: 'Egusi soup' } },
    });
    expect((await dataProvider.getOne('blog', { id: 'p1' })).data).toEqual({ id: 'p1', title: 'Egusi' });
    await dataProvider.update('blog', {
      id: 'p1',
      data: { title: 'Egusi soup' },
      previousData: { id: 'p1' },
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/blog/id/p1', 'PUT /api/blog/p1']);
  });

  it('reads one recipe from /api/recipes/id/:id (its slug path is the public read) and writes it at /api/recipes/:id', async () => {
    const calls = mockFetch({
      'GET /api/recipes/id/r1': { body: { id: 'r1', title: 'Egusi Soup' } },
      'DELETE /api/recipes/r1': { body: { id: 'r1', title: 'Egusi Soup' } },
    });
    expect((await dataProvider.getOne('recipes', { id: 'r1' })).data).toEqual({
      id: 'r1',
      title: 'Egusi Soup',
    });
    await dataProvider.delete('recipes', { id: 'r1', previousData: { id: 'r1' } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/recipes/id/r1',
      'DELETE /api/recipes/r1',
    ]);
  });

  it('changes an order status with PATCH /api/orders/:id/status and only the status', async () => {
    const calls = mockFetch({ 'PATCH /api/orders/o1/status': { body: { id: 'o1', status: 'shipped' } } });
    const result = await dataProvider.update('orders', {
      id: 'o1',
      data: { status: 'shipped' },
      previousData: { id: 'o1', status: 'pending', customerName: 'Ada' },
    });
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/orders/o1/status',
      body: { status: 'shipped' },
    });
    expect(result.data).toMatchObject({ id: 'o1', status: 'shipped', customerName: 'Ada' });
  });

  it('filters orders by Lagos calendar days itself, since the API has no date filter', async () => {
    const calls = mockFetch({
      'GET /api/orders': {
        body: [
          { id: '1', createdAt: '2026-11-20T22:59:00.000Z' }, // 23:59 on the 20th in Lagos
          { id: '2', createdAt: '2026-11-20T23:00:00.000Z' }, // 00:00 on the 21st in Lagos
          { id: '3', createdAt: '2026-11-22T10:00:00.000Z' },
        ],
        headers: { 'Content-Range': 'orders 0-2/3' },
      },
    });
    const result = await dataProvider.getList('orders', {
      ...page,
      filter: { status: 'pending', createdAt_gte: '2026-11-21', createdAt_lte: '2026-11-21' },
    });
    expect(result).toEqual({ data: [{ id: '2', createdAt: '2026-11-20T23:00:00.000Z' }], total: 1 });
    const sent = new URL(`http://x${calls[0]?.url}`).searchParams;
    expect(JSON.parse(sent.get('filter') ?? '')).toEqual({ status: 'pending' });
  });

  it("reads settings as one object (the owner's private alert contacts one by one) and sends one changed key with PUT /api/settings/:key", async () => {
    const calls = mockFetch({
      'GET /api/settings': { body: { site_name: 'Ata Market' } },
      'GET /api/settings/owner_alert_email': { body: { key: 'owner_alert_email', value: 'ada@shop.ng' } },
      'GET /api/settings/owner_alert_whatsapp': { body: { key: 'owner_alert_whatsapp', value: '' } },
      'PUT /api/settings/contact_email': { body: { key: 'contact_email', value: 'a@b.ng' } },
    });
    expect(await dataProvider.getSettings()).toEqual({
      site_name: 'Ata Market',
      owner_alert_email: 'ada@shop.ng',
      owner_alert_whatsapp: '',
    });
    await dataProvider.updateSetting('contact_email', 'a@b.ng');
    expect(calls[3]).toMatchObject({
      method: 'PUT',
      url: '/api/settings/contact_email',
      body: { value: 'a@b.ng' },
    });
  });

  it("rejects with the server's message so toasts can show it", async () => {
    mockFetch({ 'POST /api/products': { status: 409, body: { message: 'Slug already exists' } } });
    await expect(dataProvider.create('products', { data: { name: 'x' } })).rejects.toMatchObject({
      message: 'Slug already exists',
      status: 409,
    });
  });
});
