import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderEntity } from '../src/db/entities/index.ts';
import { makeProduct, setDefaultSize, stockOf } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Product = { id: string; name: string; price: string };
const orderFor = (product: Product, quantity: number, customerName = 'Ngozi Okafor') => ({
  customerName,
  customerEmail: 'ngozi@example.ng',
  customerPhone: '08031234567',
  shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
  items: [{ productId: product.id, name: product.name, price: Number(product.price), quantity }],
  totalAmount: String(Number(product.price) * quantity),
});
const post = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/orders', { method: 'POST', headers, json: body });
const orderCount = () => app.orm.em.fork().count(OrderEntity);
const setPrice = (id: string, price: number) => setDefaultSize(app.orm, id, { price });

describe('Idempotency-Key', () => {
  it('a retry after a price change still gets the original order, stock taken once', async () => {
    const product = await makeProduct(app.orm, { price: 1500, stock: 10 });
    const body = orderFor(product, 2);
    const key = `retry-${crypto.randomUUID()}`;
    const first = await post(body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const original = await first.json();
    await setPrice(product.id, 1800);
    const retry = await post(body, { 'Idempotency-Key': key });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(original);
    expect(await stockOf(app.orm, product.id)).toBe(8);
  });

  it('the same key with another body → 422, and nothing of the first order is revealed', async () => {
    const product = await makeProduct(app.orm, { price: 1000, stock: 10 });
    const key = `shared-${crypto.randomUUID()}`;
    expect((await post(orderFor(product, 1, 'Ngozi Okafor'), { 'Idempotency-Key': key })).status).toBe(201);
    const before = await orderCount();
    const other = await post(orderFor(product, 3, 'Someone Else'), { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
    const answer = await other.text();
    expect(JSON.parse(answer)).toEqual({
      message: 'This Idempotency-Key was already used for a different order',
    });
    expect(answer).not.toContain('Ngozi');
    expect(answer).not.toContain('Allen Avenue');
    expect(await orderCount()).toBe(before);
    expect(await stockOf(app.orm, product.id)).toBe(9);
  });
});

describe('the order transaction', () => {
  it('refuses a price that changed between the read and the stock update', async () => {
    const product = await makeProduct(app.orm, { price: 2000, stock: 10 });
    const before = await orderCount();
    // Another session changes the price and holds the row: the order reads the old price, then waits
    // on the row in its stock update, and sees the new price once the change commits.
    const pool = (await app.orm.em.getConnection().getNativeClient()) as import('pg').Pool;
    const editor = await pool.connect();
    try {
      await editor.query('begin');
      await editor.query(`update product_variant set price_kobo = 260000 where product_id = $1`, [
        product.id,
      ]);
      const order = post(orderFor(product, 1));
      await waitFor(async () => {
        const { rows } = await pool.query(
          `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like 'update "product_variant"%'`,
        );
        return rows[0].n > 0;
      });
      await editor.query('commit');
      const response = await order;
      expect(response.status).toBe(409);
      expect((await response.json()).totalAmount).toBe(2600);
    } finally {
      editor.release();
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(app.orm, product.id)).toBe(10);
  });
});

describe('catalogue after an order', () => {
  it('lists show the stock the order left (the cached answer is dropped)', async () => {
    const product = await makeProduct(app.orm, { price: 900, stock: 6 });
    const stockInList = async () => {
      const list: { id: string; stock: number }[] = await (
        await app.request(`/api/products?filter=${encodeURIComponent(JSON.stringify({ id: [product.id] }))}`)
      ).json();
      return list[0]?.stock;
    };
    expect(await stockInList()).toBe(6);
    expect(await stockInList()).toBe(6); // now answered from the cache
    expect((await post(orderFor(product, 4))).status).toBe(201);
    expect(await stockInList()).toBe(2);
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
