import { orderSchema } from '@ata/core/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderEntity } from '../src/db/entities/index.ts';
import { makeProduct, stockOf } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const customer = {
  customerName: 'Ngozi Okafor',
  customerEmail: 'ngozi@example.ng',
  customerPhone: '08031234567',
  shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
};

type Line = { id: string; name: string; price: number; quantity: number };
const payload = (lines: Line[], extra: Record<string, unknown> = {}) => ({
  ...customer,
  items: lines.map((l) => ({
    productId: l.id,
    name: l.name,
    price: l.price,
    quantity: l.quantity,
    imageUrl: null,
  })),
  totalAmount: String(lines.reduce((sum, l) => sum + l.price * l.quantity, 0)),
  ...extra,
});
const post = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/orders', { method: 'POST', headers, json: body });
const orderCount = () => app.orm.em.fork().count(OrderEntity);

describe('POST /api/orders', () => {
  it('creates a pending order with the database names and prices, and takes the stock', async () => {
    const product = await makeProduct(app.orm, {
      name: 'Egusi (Ground Melon Seeds) 500g',
      price: 2800,
      stock: 7,
    });
    const response = await post(
      payload([{ id: product.id, name: 'stale name in the cart', price: 2800, quantity: 3 }], {
        paymentMethod: 'paystack',
      }),
    );
    expect(response.status).toBe(201);
    const order = orderSchema.parse(await response.json());
    expect(order).toMatchObject({
      ...customer,
      status: 'pending',
      paymentMethod: 'paystack',
      totalAmount: 8400,
      items: [{ productId: product.id, name: 'Egusi (Ground Melon Seeds) 500g', price: 2800, quantity: 3 }],
    });
    expect(await stockOf(app.orm, product.id)).toBe(4);
  });

  it('merges repeated lines of one product', async () => {
    const product = await makeProduct(app.orm, { price: 1000, stock: 5 });
    const line = { id: product.id, name: product.name, price: 1000, quantity: 2 };
    const response = await post(payload([line, line]));
    expect(response.status).toBe(201);
    expect(await stockOf(app.orm, product.id)).toBe(1);
  });

  it('50 concurrent orders for a product with stock 10: exactly 10 succeed, stock ends at 0', async () => {
    const product = await makeProduct(app.orm, { price: 2500, stock: 10 });
    const body = payload([{ id: product.id, name: product.name, price: 2500, quantity: 1 }]);
    const before = await orderCount();
    const responses = await Promise.all(Array.from({ length: 50 }, () => post(body)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await stockOf(app.orm, product.id)).toBe(0);
    expect(await orderCount()).toBe(before + 10);
    const refused = await responses.find((r) => r.status === 409)!.json();
    expect(refused.message).toBe(`${product.name} is out of stock`);
  });

  it('the same Idempotency-Key sent 5 times creates one order', async () => {
    const product = await makeProduct(app.orm, { price: 1200, stock: 20 });
    const body = payload([{ id: product.id, name: product.name, price: 1200, quantity: 2 }]);
    const before = await orderCount();
    const key = `checkout-${crypto.randomUUID()}`;
    const first = await post(body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const { id } = await first.json();
    const retries = await Promise.all(
      Array.from({ length: 4 }, () => post(body, { 'Idempotency-Key': key })),
    );
    for (const retry of retries) {
      expect(retry.status).toBe(200);
      expect((await retry.json()).id).toBe(id);
    }
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(app.orm, product.id)).toBe(18);
  });

  it('5 concurrent first attempts with one Idempotency-Key still create one order', async () => {
    const product = await makeProduct(app.orm, { price: 1200, stock: 20 });
    const body = payload([{ id: product.id, name: product.name, price: 1200, quantity: 1 }]);
    const before = await orderCount();
    const key = `race-${crypto.randomUUID()}`;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post(body, { 'Idempotency-Key': key })),
    );
    const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).id)));
    expect(ids.size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(app.orm, product.id)).toBe(19);
  });

  it('a changed price → 409 with the current prices, nothing created, stock untouched', async () => {
    const product = await makeProduct(app.orm, { name: 'Ofada Rice 2kg', price: 5500, stock: 9 });
    const before = await orderCount();
    const response = await post(payload([{ id: product.id, name: product.name, price: 5000, quantity: 2 }]));
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.message).toBe('Prices have changed: the total is now ₦11,000. Please review your cart.');
    expect(body.errors).toMatchObject({ 'items.0': 'Ofada Rice 2kg now costs ₦5,500' });
    expect(body.items).toEqual([{ productId: product.id, name: 'Ofada Rice 2kg', price: 5500, stock: 9 }]);
    expect(body.totalAmount).toBe(11000);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(app.orm, product.id)).toBe(9);
  });

  it('a wrong total with right item prices → 409', async () => {
    const product = await makeProduct(app.orm, { price: 1000, stock: 9 });
    const response = await post(
      payload([{ id: product.id, name: product.name, price: 1000, quantity: 2 }], { totalAmount: '1500' }),
    );
    expect(response.status).toBe(409);
    expect((await response.json()).errors).toMatchObject({ totalAmount: 'The total is now ₦2,000' });
  });

  it('says which item is short of stock or unknown', async () => {
    const plenty = await makeProduct(app.orm, { price: 1000, stock: 50 });
    const short = await makeProduct(app.orm, { name: 'Kilishi 250g', price: 4000, stock: 2 });
    const lines = [
      { id: plenty.id, name: plenty.name, price: 1000, quantity: 1 },
      { id: short.id, name: short.name, price: 4000, quantity: 3 },
    ];
    const response = await post(payload(lines));
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.message).toBe('Only 2 left of Kilishi 250g');
    expect(body.errors).toEqual({ 'items.1': 'Only 2 left of Kilishi 250g' });
    expect(await stockOf(app.orm, plenty.id)).toBe(50);

    const unknown = await post(
      payload([
        { id: '00000000-0000-4000-8000-000000000000', name: 'Ghost pepper', price: 100, quantity: 1 },
      ]),
    );
    expect(unknown.status).toBe(409);
    expect((await unknown.json()).message).toBe('Ghost pepper is no longer available');
  });

  it('is rate limited per address (429 with Retry-After)', async () => {
    const limited = await startTestApp({ orderRateLimit: 2 });
    try {
      const product = await makeProduct(limited.orm, { price: 1000, stock: 10 });
      const body = payload([{ id: product.id, name: product.name, price: 1000, quantity: 1 }]);
      const send = () => limited.request('/api/orders', { method: 'POST', json: body });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('order administration', () => {
  it('lists, reads and updates the status of orders', async () => {
    const product = await makeProduct(app.orm, { price: 1000, stock: 5 });
    const created = await (
      await post(payload([{ id: product.id, name: product.name, price: 1000, quantity: 1 }]))
    ).json();
    const admin = { Authorization: app.basic.admin };

    const list = await app.request('/api/orders', { headers: admin });
    const orders = (await list.json()) as { id: string }[];
    expect(orders[0]!.id).toBe(created.id);
    for (const order of orders) orderSchema.parse(order);

    const one = await app.request(`/api/orders/${created.id}`, { headers: admin });
    expect(await one.json()).toMatchObject({ id: created.id, status: 'pending' });

    const patched = await app.request(`/api/orders/${created.id}/status`, {
      method: 'PATCH',
      headers: admin,
      json: { status: 'shipped' },
    });
    expect(await patched.json()).toMatchObject({ id: created.id, status: 'shipped' });

    // react-admin's PUT sends the whole record: only the status changes.
    const put = await app.request(`/api/orders/${created.id}`, {
      method: 'PUT',
      headers: admin,
      json: { ...created, status: 'delivered', totalAmount: 1, customerName: 'Someone Else' },
    });
    expect(await put.json()).toMatchObject({
      status: 'delivered',
      totalAmount: 1000,
      customerName: customer.customerName,
    });

    const bad = await app.request(`/api/orders/${created.id}/status`, {
      method: 'PATCH',
      headers: admin,
      json: { status: 'lost' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toHaveProperty('status');
  });
});
