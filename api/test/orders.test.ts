import { orderSchema } from '@ata/core/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderEntity } from '../src/db/entities/index.ts';
import { makeProduct, stockOf } from './support/fixtures.ts';
import { allowOneShopperAllStock } from './support/order-limits.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // These races send every order from one address; the hoarding limit has its own suite.
  await allowOneShopperAllStock(app.orm);
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
      // Kept in E.164 whatever form it was typed in.
      customerPhone: '+2348031234567',
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
    expect(body.items).toEqual([
      { productId: product.id, variantId: expect.any(String), name: 'Ofada Rice 2kg', price: 5500, stock: 9 },
    ]);
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

describe('what a refused or replayed order tells the client', () => {
  it('an Idempotency-Key that is not 1–200 visible characters → 400, nothing ordered; 200 characters pass', async () => {
    const product = await makeProduct(app.orm, { price: 1000, stock: 10 });
    const body = payload([{ id: product.id, name: product.name, price: 1000, quantity: 1 }]);
    const before = await orderCount();
    for (const key of ['has space', 'k'.repeat(201)]) {
      const response = await post(body, { 'Idempotency-Key': key });
      expect(response.status, key).toBe(400);
      expect(await response.json()).toEqual({ message: 'Invalid Idempotency-Key header' });
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(app.orm, product.id)).toBe(10);

    const longest = await post(body, { 'Idempotency-Key': 'k'.repeat(200) });
    expect(longest.status).toBe(201);
    // A first placement is not a replay.
    expect(longest.headers.get('idempotent-replayed')).toBeNull();
    const plain = await post(body);
    expect(plain.status).toBe(201);
    expect(plain.headers.get('idempotent-replayed')).toBeNull();
    expect(await stockOf(app.orm, product.id)).toBe(8);
  });

  it('two different first attempts racing on one key: one order, the other gets 422', async () => {
    const product = await makeProduct(app.orm, { price: 1000, stock: 20 });
    const key = `contest-${crypto.randomUUID()}`;
    const before = await orderCount();
    const responses = await Promise.all(
      [1, 2, 3, 4].map((quantity) =>
        post(payload([{ id: product.id, name: product.name, price: 1000, quantity }]), {
          'Idempotency-Key': key,
        }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422]);
    expect(await orderCount()).toBe(before + 1);
    const created = await responses.find((r) => r.status === 201)!.json();
    expect(await stockOf(app.orm, product.id)).toBe(20 - created.items[0].quantity);
  });

  it('an unknown product: 409 naming it, its line reported gone (no price, no stock)', async () => {
    const known = await makeProduct(app.orm, { name: 'Dawadawa 100g', price: 700, stock: 4 });
    const ghost = '00000000-0000-4000-8000-00000000beef';
    const response = await post(
      payload([
        { id: known.id, name: known.name, price: 700, quantity: 1 },
        { id: ghost, name: 'Ghost pepper', price: 300, quantity: 2 },
      ]),
    );
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.message).toBe('Ghost pepper is no longer available');
    expect(body.errors).toEqual({ 'items.1': 'Ghost pepper is no longer available' });
    expect(body.items).toEqual(
      expect.arrayContaining([
        { productId: known.id, variantId: expect.any(String), name: 'Dawadawa 100g', price: 700, stock: 4 },
        { productId: ghost, name: 'Ghost pepper', price: null, stock: 0 },
      ]),
    );
    expect(body.items).toHaveLength(2);
    expect(await stockOf(app.orm, known.id)).toBe(4);
  });

  it('a product id that is not an id is an unknown product (409), not a database error', async () => {
    const response = await post(
      payload([{ id: 'not-a-uuid', name: 'Mystery Spice', price: 100, quantity: 1 }]),
    );
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('Mystery Spice is no longer available');
  });

  it('a sold-out product: "out of stock", on the first line of that product in the cart', async () => {
    const other = await makeProduct(app.orm, { price: 500, stock: 3 });
    const gone = await makeProduct(app.orm, { name: 'Uziza Seeds 50g', price: 900, stock: 0 });
    const response = await post(
      payload([
        { id: other.id, name: other.name, price: 500, quantity: 1 },
        { id: gone.id, name: gone.name, price: 900, quantity: 1 },
        { id: gone.id, name: gone.name, price: 900, quantity: 1 },
      ]),
    );
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.message).toBe('Uziza Seeds 50g is out of stock');
    expect(body.errors).toEqual({ 'items.1': 'Uziza Seeds 50g is out of stock' });
    expect(body.totalAmount).toBeUndefined();
    expect(await stockOf(app.orm, other.id)).toBe(3);
  });

  it('lines of one product are merged before the stock check: 2 + 2 of a stock of 3 is refused', async () => {
    const product = await makeProduct(app.orm, { name: 'Ogbono 250g', price: 1000, stock: 3 });
    const line = { id: product.id, name: product.name, price: 1000, quantity: 2 };
    const response = await post(payload([line, line]));
    expect(response.status).toBe(409);
    expect((await response.json()).errors).toEqual({ 'items.0': 'Only 3 left of Ogbono 250g' });
    expect(await stockOf(app.orm, product.id)).toBe(3);
  });

  it('wrong prices whose sum is right are still refused, line by line', async () => {
    const a = await makeProduct(app.orm, { name: 'Cameroon Pepper 100g', price: 1200, stock: 5 });
    const b = await makeProduct(app.orm, { name: 'Crayfish 200g', price: 1800, stock: 5 });
    const response = await post(
      payload([
        { id: a.id, name: a.name, price: 1800, quantity: 1 },
        { id: b.id, name: b.name, price: 1200, quantity: 1 },
      ]),
    );
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.message).toBe('Prices have changed: the total is now ₦3,000. Please review your cart.');
    expect(body.errors).toEqual({
      'items.0': 'Cameroon Pepper 100g now costs ₦1,200',
      'items.1': 'Crayfish 200g now costs ₦1,800',
      totalAmount: 'The total is now ₦3,000',
    });
    expect(body.totalAmount).toBe(3000);
    expect(await stockOf(app.orm, a.id)).toBe(5);
  });

  it('kobo prices: the subtotal is exact to the kobo and a total off by a kobo is refused', async () => {
    const product = await makeProduct(app.orm, { name: 'Shea Butter 250g', price: 1250.55, stock: 9 });
    const line = { id: product.id, name: product.name, price: 1250.55, quantity: 3 };
    const off = await post(payload([line], { totalAmount: '3751.64' }));
    expect(off.status).toBe(409);
    expect((await off.json()).totalAmount).toBe(3751.65);
    const response = await post(payload([line], { totalAmount: '3751.65' }));
    expect(response.status).toBe(201);
    const order = await response.json();
    expect(order.totalAmount).toBe(3751.65);
    expect(order.items).toEqual([
      {
        productId: product.id,
        variantId: expect.any(String),
        variantLabel: 'Standard',
        name: 'Shea Butter 250g',
        price: 1250.55,
        quantity: 3,
      },
    ]);
    expect(await stockOf(app.orm, product.id)).toBe(6);
  });

  it('carts with the same two products in opposite orders, placed concurrently, all succeed', async () => {
    const a = await makeProduct(app.orm, { price: 1000, stock: 100 });
    const b = await makeProduct(app.orm, { price: 2000, stock: 100 });
    const lineA = { id: a.id, name: a.name, price: 1000, quantity: 1 };
    const lineB = { id: b.id, name: b.name, price: 2000, quantity: 1 };
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, i) => post(payload(i % 2 ? [lineA, lineB] : [lineB, lineA]))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(16).fill(201));
    expect(await stockOf(app.orm, a.id)).toBe(84);
    expect(await stockOf(app.orm, b.id)).toBe(84);
  });

  it('the rate limit says why', async () => {
    const limited = await startTestApp({ orderRateLimit: 1 });
    try {
      const send = () => limited.request('/api/orders', { method: 'POST', json: {} });
      expect((await send()).status).toBe(400);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        message: 'Too many orders from this address, please try again shortly',
      });
    } finally {
      await limited.close();
    }
  });
});

describe('order administration, as the console sees it', () => {
  const admin = () => ({ Authorization: app.basic.admin });

  it("react-admin's list: Content-Range over the total, sorted as asked; the plain list has none", async () => {
    const product = await makeProduct(app.orm, { price: 1000, stock: 10 });
    for (const quantity of [1, 2]) {
      const placed = await post(payload([{ id: product.id, name: product.name, price: 1000, quantity }]));
      expect(placed.status).toBe(201);
    }
    const total = await orderCount();
    const ranged = await app.request('/api/orders?sort=["totalAmount","DESC"]&range=[0,1]', {
      headers: admin(),
    });
    expect(ranged.status).toBe(200);
    expect(ranged.headers.get('content-range')).toBe(`orders 0-1/${total}`);
    const rows: { totalAmount: number }[] = await ranged.json();
    expect(rows).toHaveLength(2);
    expect(rows[0]!.totalAmount).toBeGreaterThanOrEqual(rows[1]!.totalAmount);

    const plain = await app.request('/api/orders', { headers: admin() });
    expect(plain.headers.get('content-range')).toBeNull();
    expect(((await plain.json()) as unknown[]).length).toBe(total);
  });

  it('an id that is not an order id → 404, like an unknown one', async () => {
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const response = await app.request(`/api/orders/${id}`, { headers: admin() });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ message: 'Order not found' });
    }
    const patched = await app.request('/api/orders/not-an-id/status', {
      method: 'PATCH',
      headers: admin(),
      json: { status: 'shipped' },
    });
    expect(patched.status).toBe(404);
  });

  it('a status change is stored, not only answered', async () => {
    const product = await makeProduct(app.orm, { price: 1000, stock: 5 });
    const { id } = await (
      await post(payload([{ id: product.id, name: product.name, price: 1000, quantity: 1 }]))
    ).json();
    const patched = await app.request(`/api/orders/${id}/status`, {
      method: 'PATCH',
      headers: admin(),
      json: { status: 'shipped' },
    });
    expect(patched.status).toBe(200);
    const stored = await app.orm.em.fork().findOneOrFail(OrderEntity, { id });
    expect(stored.status).toBe('shipped');
  });
});

describe("an order's payment fields, as the console reads them", () => {
  it('paid, reserved and released times, amounts and flags come back as stored; unset ones as null', async () => {
    const product = await makeProduct(app.orm, { price: 1000, stock: 5 });
    const placed = await (
      await post(payload([{ id: product.id, name: product.name, price: 1000, quantity: 1 }]))
    ).json();
    expect(placed).toMatchObject({
      paymentStatus: 'unpaid',
      paymentMethod: null,
      paymentReference: null,
      paidAmountKobo: null,
      paidAt: null,
      reservedUntil: null,
      stockReleasedAt: null,
      paymentFlag: null,
    });
    expect(placed.amountDueKobo).toBe(200_000);
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 2, 3, minutes));
    await app.orm.em.fork().nativeUpdate(
      OrderEntity,
      { id: placed.id },
      {
        paymentMethod: 'paystack',
        paymentStatus: 'paid',
        paymentReference: `ata-${placed.id}-1`,
        paidAmountKobo: 200_000,
        paidAt: at(4),
        reservedUntil: at(30),
        stockReleasedAt: at(45),
        paymentFlag: 'Checked by hand',
      },
    );
    const read = await app.request(`/api/orders/${placed.id}`, {
      headers: { Authorization: app.basic.admin },
    });
    expect(await read.json()).toMatchObject({
      paymentMethod: 'paystack',
      paymentStatus: 'paid',
      paymentReference: `ata-${placed.id}-1`,
      amountDueKobo: 200_000,
      paidAmountKobo: 200_000,
      paidAt: '2026-01-02T03:04:00.000Z',
      reservedUntil: '2026-01-02T03:30:00.000Z',
      stockReleasedAt: '2026-01-02T03:45:00.000Z',
      paymentFlag: 'Checked by hand',
    });
  });
});

describe("a pay-on-delivery order's payment, recorded when the owner marks it paid or delivered", () => {
  const setStatus = async (id: string, status: string) => {
    const response = await app.request(`/api/orders/${id}/status`, {
      method: 'PATCH',
      headers: { Authorization: app.basic.admin },
      json: { status },
    });
    expect(response.status, status).toBe(200);
    return orderSchema.parse(await response.json());
  };
  const read = async (id: string) =>
    orderSchema.parse(
      await (await app.request(`/api/orders/${id}`, { headers: { Authorization: app.basic.admin } })).json(),
    );
  /** An order for 2 × ₦1,500 (₦3,000 + ₦1,000 delivery due) placed through the API. */
  async function placed(extra: Record<string, unknown>) {
    const product = await makeProduct(app.orm, { price: 1500, stock: 10 });
    const response = await post(
      payload([{ id: product.id, name: product.name, price: 1500, quantity: 2 }], extra),
    );
    expect(response.status).toBe(201);
    const order = orderSchema.parse(await response.json());
    expect(order.amountDueKobo).toBe(400_000);
    return order;
  }

  it('Paid records the amount due, now; a later Delivered changes neither the time nor the amount', async () => {
    const order = await placed({ paymentMethod: 'whatsapp' });
    expect(order).toMatchObject({ paymentStatus: 'unpaid', paidAt: null, paidAmountKobo: null });
    const before = Date.now();
    const paid = await setStatus(order.id, 'paid');
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid', paidAmountKobo: 400_000 });
    const paidAt = Date.parse(paid.paidAt!);
    expect(paidAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(paidAt).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(await read(order.id)).toMatchObject({
      paymentStatus: 'paid',
      paidAt: paid.paidAt,
      paidAmountKobo: 400_000,
    });

    const delivered = await setStatus(order.id, 'delivered');
    expect(delivered).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
      paidAt: paid.paidAt,
      paidAmountKobo: 400_000,
    });
    // Back and forth: the payment was recorded once and stays as it was.
    await setStatus(order.id, 'shipped');
    expect(await setStatus(order.id, 'paid')).toMatchObject({ paidAt: paid.paidAt, paidAmountKobo: 400_000 });
  });

  it('Delivered straight from pending records it too, once however many tabs send it', async () => {
    const order = await placed({ paymentMethod: 'whatsapp' });
    const answers = await Promise.all(
      ['delivered', 'paid', 'delivered'].map((status) =>
        app.request(`/api/orders/${order.id}/status`, {
          method: 'PATCH',
          headers: { Authorization: app.basic.admin },
          json: { status },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const first = await read(order.id);
    expect(first).toMatchObject({ paymentStatus: 'paid', paidAmountKobo: 400_000 });
    expect(first.paidAt).not.toBeNull();
    expect((await setStatus(order.id, 'delivered')).paidAt).toBe(first.paidAt);
  });

  it('an order placed without a payment method is paid on delivery too', async () => {
    const order = await placed({});
    expect(order.paymentMethod).toBeNull();
    expect(await setStatus(order.id, 'delivered')).toMatchObject({
      paymentStatus: 'paid',
      paidAmountKobo: 400_000,
    });
  });

  it('an order from before the amount-due column is paid what its lines and delivery come to', async () => {
    const order = await placed({ paymentMethod: 'whatsapp' });
    await app.orm.em.fork().nativeUpdate(OrderEntity, { id: order.id }, { amountDueKobo: null });
    expect(await setStatus(order.id, 'paid')).toMatchObject({
      amountDueKobo: null,
      paymentStatus: 'paid',
      paidAmountKobo: 400_000,
    });
  });

  it('a failed online attempt switched to pay on delivery is recorded paid like any other', async () => {
    const order = await placed({ paymentMethod: 'whatsapp' });
    await app.orm.em.fork().nativeUpdate(OrderEntity, { id: order.id }, { paymentStatus: 'failed' });
    expect(await setStatus(order.id, 'delivered')).toMatchObject({
      paymentStatus: 'paid',
      paidAmountKobo: 400_000,
    });
  });

  it('Shipped or Confirmed records nothing', async () => {
    const order = await placed({ paymentMethod: 'whatsapp' });
    for (const status of ['confirmed', 'shipped'])
      expect(await setStatus(order.id, status)).toMatchObject({ paymentStatus: 'unpaid', paidAt: null });
  });

  it('an unpaid online (Paystack) order set to Paid or Delivered stays unpaid', async () => {
    const order = await placed({ paymentMethod: 'paystack' });
    for (const status of ['delivered', 'paid'])
      expect(await setStatus(order.id, status)).toMatchObject({
        status,
        paymentMethod: 'paystack',
        paymentStatus: 'unpaid',
        paidAt: null,
        paidAmountKobo: null,
      });
  });

  it('a payment already recorded is left as it was', async () => {
    const order = await placed({ paymentMethod: 'whatsapp' });
    const earlier = new Date(Date.UTC(2026, 0, 2, 3, 4));
    await app.orm.em
      .fork()
      .nativeUpdate(
        OrderEntity,
        { id: order.id },
        { paymentStatus: 'paid', paidAt: earlier, paidAmountKobo: 350_000 },
      );
    expect(await setStatus(order.id, 'delivered')).toMatchObject({
      paymentStatus: 'paid',
      paidAt: earlier.toISOString(),
      paidAmountKobo: 350_000,
    });
  });
});

describe('the last units of a product', () => {
  it('an order for exactly the stock left is placed and empties it; the next unit is out of stock', async () => {
    const product = await makeProduct(app.orm, { price: 1500, stock: 3 });
    const line = { id: product.id, name: product.name, price: 1500 };
    expect((await post(payload([{ ...line, quantity: 3 }]))).status).toBe(201);
    expect(await stockOf(app.orm, product.id)).toBe(0);
    const refused = await post(payload([{ ...line, quantity: 1 }]));
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(`${product.name} is out of stock`);
  });
});
