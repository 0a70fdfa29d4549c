import { orderSchema, trackedOrderSchema } from '@ata/core/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_LOOKUPS } from '../src/tracking/lookup-limit.ts';
import { makeProduct } from './support/fixtures.ts';
import { allowOneShopperAllStock } from './support/order-limits.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PUBLIC_URL = 'https://shop.example';
let app: TestApp;
let address = 0;
/** Each request its own client address unless a test says otherwise: the lookup limit counts per address. */
const from = (ip = `10.1.${Math.floor(++address / 250)}.${address % 250}`) => ({ 'X-Forwarded-For': ip });

beforeAll(async () => {
  app = await startTestApp({ trustProxy: 1 }, { env: { PUBLIC_URL, ALLOWED_HOSTS: '127.0.0.1' } });
  await allowOneShopperAllStock(app.orm);
});
afterAll(() => app.close());

async function placeOrder(extra: Record<string, unknown> = {}) {
  const product = await makeProduct(app.orm, { name: 'Suya Spice (Yaji) 200g', price: 2000, stock: 20 });
  const response = await app.request('/api/orders', {
    method: 'POST',
    headers: from(),
    json: {
      customerName: 'Ngozi Okafor',
      customerEmail: 'ngozi@example.ng',
      customerPhone: '0803 123 4567',
      shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
      items: [{ productId: product.id, name: product.name, price: 2000, quantity: 2, imageUrl: null }],
      totalAmount: '4000',
      paymentMethod: 'whatsapp',
      ...extra,
    },
  });
  expect(response.status).toBe(201);
  return orderSchema.parse(await response.json());
}

const track = (token: string) => app.request(`/api/track/${token}`);
const lookup = (body: unknown, headers = from()) =>
  app.request('/api/track/lookup', { method: 'POST', json: body, headers });

describe('phone numbers', () => {
  it('0803 123 4567 is stored as +2348031234567', async () => {
    const order = await placeOrder();
    expect(order.customerPhone).toBe('+2348031234567');
  });
  it('"hello world!" and a 9-digit number are refused with the checkout message', async () => {
    for (const customerPhone of ['hello world!', '803123456']) {
      const response = await app.request('/api/orders', {
        method: 'POST',
        headers: from(),
        json: {
          customerName: 'Ngozi Okafor',
          customerEmail: 'ngozi@example.ng',
          customerPhone,
          shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
          items: [{ productId: 'p', name: 'x', price: 1, quantity: 1, imageUrl: null }],
          totalAmount: '1',
        },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).errors).toEqual({ customerPhone: 'Valid phone number is required' });
    }
  });
});

describe('GET /api/track/:token', () => {
  it("shows the shopper's order: items, totals with delivery, payment, address, timeline, its own link", async () => {
    const order = await placeOrder();
    const response = await track(order.trackingToken!);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const tracked = trackedOrderSchema.parse(await response.json());
    expect(tracked).toMatchObject({
      reference: `${order.id.slice(0, 8)}...`,
      status: 'pending',
      items: [{ name: 'Suya Spice (Yaji) 200g', quantity: 2, priceKobo: 200_000, lineTotalKobo: 400_000 }],
      subtotalKobo: 400_000,
      deliveryFeeKobo: 100_000,
      totalKobo: 500_000,
      paymentStatus: 'unpaid',
      paymentMethod: 'whatsapp',
      customerName: 'Ngozi Okafor',
      shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
      trackingUrl: `${PUBLIC_URL}/track/${order.trackingToken}`,
    });
    expect(tracked.timeline).toEqual([{ status: 'pending', at: order.createdAt }]);
    // Nothing the shopper did not type on this page: no e-mail, phone or the owner's notes.
    const text = JSON.stringify(tracked);
    expect(text).not.toContain('ngozi@example.ng');
    expect(text).not.toContain('8031234567');
  });

  it('follows the order as the owner moves it on', async () => {
    const order = await placeOrder();
    const shipped = await app.request(`/api/orders/${order.id}/status`, {
      method: 'PATCH',
      headers: { Authorization: app.basic.admin },
      json: { status: 'shipped' },
    });
    expect(shipped.status).toBe(200);
    const tracked = trackedOrderSchema.parse(await (await track(order.trackingToken!)).json());
    expect(tracked.status).toBe('shipped');
    expect(tracked.timeline.map((step) => step.status)).toEqual(['pending', 'shipped']);
  });

  it('answers an unknown, an altered and a malformed token with the same 404', async () => {
    const order = await placeOrder();
    const token = order.trackingToken!;
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const answers = [];
    for (const wrong of [altered, 'x'.repeat(32), 'short', `${token}x`, encodeURIComponent('../orders')]) {
      const response = await track(wrong);
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers).toEqual(answers.map(() => ({ status: 404, body: { message: 'Order not found' } })));
  });
});

describe('POST /api/track/lookup', () => {
  it('finds the token by reference and phone, in any form the shopper types them', async () => {
    const order = await placeOrder();
    for (const [reference, phone] of [
      [order.id.slice(0, 8), '+2348031234567'],
      [`${order.id.slice(0, 8).toUpperCase()}...`, '0803 123 4567'],
      [order.id.slice(0, 8), '803-123-4567'],
    ]) {
      const response = await lookup({ reference, phone });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ token: order.trackingToken });
    }
  });

  it('finds orders stored before numbers were kept in E.164', async () => {
    const order = await placeOrder();
    await app.orm.em
      .fork()
      .execute(`update "shop_order" set "customer_phone" = '0803-123-4567' where "id" = ?`, [order.id]);
    const response = await lookup({ reference: order.id.slice(0, 8), phone: '+234 803 123 4567' });
    expect(await response.json()).toEqual({ token: order.trackingToken });
  });

  it('answers a wrong phone and no such order alike', async () => {
    const order = await placeOrder();
    const wrongPhone = await lookup({ reference: order.id.slice(0, 8), phone: '0805 999 9999' });
    const noOrder = await lookup({ reference: 'ffffffff', phone: '0803 123 4567' });
    expect(wrongPhone.status).toBe(404);
    expect(noOrder.status).toBe(404);
    expect(await wrongPhone.json()).toEqual(await noOrder.json());
  });

  it('refuses input that is no reference or phone (400 with the field)', async () => {
    const response = await lookup({ reference: 'hello', phone: 'hello world!' });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).errors).sort()).toEqual(['phone', 'reference']);
  });

  it(`is limited to ${TRACK_LOOKUPS} tries per address: then 429 with Retry-After`, async () => {
    const one = from('10.250.0.1');
    for (let count = 0; count < TRACK_LOOKUPS; count += 1)
      expect((await lookup({ reference: 'ffffffff', phone: '08031234567' }, one)).status).toBe(404);
    const limited = await lookup({ reference: 'ffffffff', phone: '08031234567' }, one);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await lookup({ reference: 'ffffffff', phone: '08031234567' })).status).toBe(404);
  });
});

describe('the /track form without JavaScript', () => {
  const post = (fields: Record<string, string>, headers = from()) =>
    app.request('/track', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  it('found: 303 to the order’s tracking page', async () => {
    const order = await placeOrder();
    const response = await post({ reference: `${order.id.slice(0, 8)}...`, phone: '0803 123 4567' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/track/${order.trackingToken}`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('not found or mistyped: back to the form with why, never the phone number', async () => {
    const wrong = await post({ reference: 'ffffffff', phone: '0803 123 4567' });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe('/track?error=not-found&reference=ffffffff');
    const mistyped = await post({ reference: 'abc', phone: 'hello' });
    expect(mistyped.headers.get('location')).toBe('/track?error=invalid&reference=abc');
  });

  it('shares the lookup limit', async () => {
    const one = from('10.250.0.2');
    for (let count = 0; count < TRACK_LOOKUPS; count += 1)
      await lookup({ reference: 'ffffffff', phone: '08031234567' }, one);
    const limited = await post({ reference: 'ffffffff', phone: '08031234567' }, one);
    expect(limited.headers.get('location')).toBe('/track?error=too-many');
  });
});
