import { orderSchema } from '@ata/core/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderEntity } from '../src/db/entities/index.ts';
import { makeProduct, stockOf } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
/** What the order routes take for "now": moved forward instead of waiting. */
let now = Date.now();
beforeAll(async () => {
  // One proxy in front: each test picks the client address with X-Forwarded-For.
  app = await startTestApp({ trustProxy: 1 }, { clock: () => now });
});
afterAll(() => app.close());

const HOUR = 3_600_000;
type Line = { id: string; name: string; price: number; quantity: number };
const payload = (lines: Line[], extra: Record<string, unknown> = {}) => ({
  customerName: 'Ngozi Okafor',
  customerEmail: 'ngozi@example.ng',
  customerPhone: '0803 123 4567',
  shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
  items: lines.map((l) => ({ productId: l.id, name: l.name, price: l.price, quantity: l.quantity })),
  totalAmount: String(lines.reduce((sum, l) => sum + l.price * l.quantity, 0)),
  paymentMethod: 'whatsapp',
  ...extra,
});
let address = 0;
const freshAddress = () => {
  address += 1;
  return `10.1.0.${address}`;
};
const post = (body: unknown, from = freshAddress()) =>
  app.request('/api/orders', { method: 'POST', json: body, headers: { 'X-Forwarded-For': from } });
const admin = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  app.request(path, { ...init, headers: { Authorization: app.basic.admin } });
const setSetting = async (key: string, value: string) =>
  expect((await admin(`/api/settings/${key}`, { method: 'PUT', json: { value } })).status).toBe(200);
const orderCount = () => app.orm.em.fork().count(OrderEntity);

describe('the most of one product in an order', () => {
  it('refuses a line over 20 (the default) with a message naming the product, and takes nothing', async () => {
    const product = await makeProduct(app.orm, { name: 'Ogbono 1kg', price: 1000, stock: 500 });
    const before = await orderCount();
    const response = await post(payload([{ ...product, price: 1000, quantity: 21 }]));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBe('You can order at most 20 of Ogbono 1kg at a time');
    expect(body.errors).toEqual({ 'items.0.quantity': 'You can order at most 20 of Ogbono 1kg at a time' });
    // Two lines of one product count together.
    const split = await post(
      payload([
        { ...product, price: 1000, quantity: 11 },
        { ...product, price: 1000, quantity: 10 },
      ]),
    );
    expect(split.status).toBe(400);
    expect(await stockOf(app.orm, product.id)).toBe(500);
    expect(await orderCount()).toBe(before);
    expect((await post(payload([{ ...product, price: 1000, quantity: 20 }]))).status).toBe(201);
  });

  it("refuses the issue's shop-emptying order: every product at its full stock", async () => {
    const products = await Promise.all(
      [30, 45, 25].map((stock, index) =>
        makeProduct(app.orm, { name: `Whole stock ${index}`, price: 500, stock }),
      ),
    );
    const response = await post(
      payload(
        products.map((p) => ({ ...p, price: 500, quantity: p.stock })),
        { paymentMethod: 'paystack' },
      ),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^You can order at most 20 of Whole stock \d at a time$/);
    for (const product of products) expect(await stockOf(app.orm, product.id)).toBe(product.stock);
  });

  it("follows the owner's setting, which must be a whole number within its range", async () => {
    const product = await makeProduct(app.orm, { name: 'Crayfish 250g', price: 1000, stock: 50 });
    const refused = await admin('/api/settings/order_max_line_quantity', {
      method: 'PUT',
      json: { value: '0' },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ value: 'Enter a whole number from 1 to 1000' });
    await setSetting('order_max_line_quantity', '5');
    expect((await post(payload([{ ...product, price: 1000, quantity: 6 }]))).status).toBe(400);
    expect((await post(payload([{ ...product, price: 1000, quantity: 5 }]))).status).toBe(201);
    await setSetting('order_max_line_quantity', '20');
  });
});

describe('the largest order paid on delivery', () => {
  it('refuses a pay-on-delivery order above ₦100,000 (the default); paying online, the same order is placed', async () => {
    const product = await makeProduct(app.orm, { name: 'Stockfish head', price: 10_000, stock: 100 });
    const lines = [{ ...product, price: 10_000, quantity: 10 }];
    // ₦100,000 of goods and free delivery: exactly the limit.
    expect((await post(payload(lines))).status).toBe(201);
    const over = await post(payload([{ ...product, price: 10_000, quantity: 11 }]));
    expect(over.status).toBe(400);
    expect((await over.json()).message).toBe(
      'Orders paid on delivery can be at most ₦100,000. Please pay online, or contact us for a larger order.',
    );
    expect(await stockOf(app.orm, product.id)).toBe(90);
    const online = await post(
      payload([{ ...product, price: 10_000, quantity: 11 }], { paymentMethod: 'paystack' }),
    );
    expect(online.status).toBe(201);
    // Giving up paying online would make it just such an order: refused the same way.
    const { id } = await online.json();
    const switched = await app.request(`/api/payments/orders/${id}/pay-on-delivery`, { method: 'POST' });
    expect(switched.status).toBe(409);
    expect((await switched.json()).message).toBe(
      'Orders paid on delivery can be at most ₦100,000. Please pay online, or contact us for a larger order.',
    );
    expect(orderSchema.parse(await (await admin(`/api/orders/${id}`)).json()).paymentMethod).toBe('paystack');
  });
});

describe('a burst of orders from one address or phone', () => {
  it('refuses the order that takes past half of the stock within the hour, by address or by phone', async () => {
    const product = await makeProduct(app.orm, { name: 'Suya spice 100g', price: 1000, stock: 10 });
    const line = (quantity: number) => [{ ...product, price: 1000, quantity }];
    const from = freshAddress();
    expect((await post(payload(line(4)), from)).status).toBe(201);
    const refused = await post(payload(line(2)), from);
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.message).toBe(
      'Too much of Suya spice 100g was ordered from this address or phone number recently. Please try again later or contact us.',
    );
    expect(body.items).toEqual([
      {
        productId: product.id,
        variantId: expect.any(String),
        name: 'Suya spice 100g',
        price: 1000,
        stock: 6,
      },
    ]);
    expect(await stockOf(app.orm, product.id)).toBe(6);
    // The same phone from another address is the same shopper; one more unit is still within half.
    expect((await post(payload(line(2), { customerPhone: '+234 803 123 4567' }))).status).toBe(409);
    expect((await post(payload(line(1)))).status).toBe(201);
    // Someone else entirely is not limited by them.
    expect((await post(payload(line(3), { customerPhone: '08099998888' }))).status).toBe(201);
    expect(await stockOf(app.orm, product.id)).toBe(2);
  });

  it('counts a concurrent burst whole: 8 orders at once for a stock of 10 place exactly 5', async () => {
    const product = await makeProduct(app.orm, { name: 'Dried pepper', price: 1000, stock: 10 });
    const from = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        post(
          payload([{ ...product, price: 1000, quantity: 1 }], { customerPhone: `0807000000${index}` }),
          from,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    expect(await stockOf(app.orm, product.id)).toBe(5);
  });
});

describe('pay-on-delivery orders left unconfirmed', () => {
  const flagOf = async (id: string) =>
    orderSchema.parse(await (await admin(`/api/orders/${id}`)).json()).unconfirmedOverdue;

  it('are flagged once they have waited the set hours (48 by default), until the owner confirms them', async () => {
    now = Date.now();
    const product = await makeProduct(app.orm, { price: 1000, stock: 50 });
    const lines = [{ ...product, price: 1000, quantity: 1 }];
    const whatsapp = (await (await post(payload(lines))).json()).id as string;
    const online = (await (await post(payload(lines, { paymentMethod: 'paystack' }))).json()).id as string;
    expect(await flagOf(whatsapp)).toBe(false);
    now += 47 * HOUR;
    expect(await flagOf(whatsapp)).toBe(false);
    now += HOUR + 1_000;
    expect(await flagOf(whatsapp)).toBe(true);
    // The order list carries the flag too; an online order holds its stock only until its reservation ends.
    const list = (await (await admin('/api/orders')).json()) as { id: string; unconfirmedOverdue: boolean }[];
    expect(list.find((order) => order.id === whatsapp)?.unconfirmedOverdue).toBe(true);
    expect(list.find((order) => order.id === online)?.unconfirmedOverdue).toBe(false);
    const confirmed = await admin(`/api/orders/${whatsapp}/status`, {
      method: 'PATCH',
      json: { status: 'confirmed' },
    });
    expect(orderSchema.parse(await confirmed.json())).toMatchObject({
      status: 'confirmed',
      unconfirmedOverdue: false,
    });
  });

  it("follow the owner's setting", async () => {
    now = Date.now();
    const product = await makeProduct(app.orm, { price: 1000, stock: 50 });
    const id = (await (await post(payload([{ ...product, price: 1000, quantity: 1 }]))).json()).id as string;
    await setSetting('order_confirm_hours', '2');
    now += 2 * HOUR - 60_000;
    expect(await flagOf(id)).toBe(false);
    now += 120_000;
    expect(await flagOf(id)).toBe(true);
    await setSetting('order_confirm_hours', '48');
  });
});
