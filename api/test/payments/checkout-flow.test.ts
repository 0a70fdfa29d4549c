import { amountDueKobo, deliveryFeeKobo } from '@ata/core/cart';
import { nairaToKobo } from '@ata/core/money';
import { orderSchema } from '@ata/core/order';
import { parsePaymentReference } from '@ata/core/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductEntity } from '../../src/db/entities/index.ts';
import { makeProduct, stockOf } from '../support/fixtures.ts';
import { startPaymentsApp } from '../support/paystack.ts';
import type { TestApp } from '../support/test-app.ts';
import { confirmPayment, eventsOf, orderRow, placeOrder, productAndOrder, startPayment } from './helpers.ts';

let env: Awaited<ReturnType<typeof startPaymentsApp>>;
let app: TestApp;
beforeAll(async () => {
  env = await startPaymentsApp();
  app = env.app;
});
afterAll(() => env.close());

describe('kobo arithmetic', () => {
  it('turns every seeded price into exact kobo and charges the delivery fee as the cart shows it', async () => {
    const products = await app.orm.em.fork().find(ProductEntity, {});
    expect(products.length).toBeGreaterThan(5);
    for (const product of products) {
      const [naira, kobo = '00'] = product.price.split('.');
      expect(nairaToKobo(product.price)).toBe(Number(naira) * 100 + Number(kobo));
    }
    const cheapest = products.reduce((a, b) => (Number(a.price) < Number(b.price) ? a : b));
    const id = await placeOrder(app, [
      { id: cheapest.id, name: cheapest.name, price: Number(cheapest.price), quantity: 1 },
    ]);
    const order = orderSchema.parse(
      await (await app.request(`/api/orders/${id}`, { headers: { Authorization: app.basic.admin } })).json(),
    );
    const subtotal = nairaToKobo(cheapest.price);
    expect(subtotal).toBeLessThanOrEqual(500_000);
    expect(order.amountDueKobo).toBe(subtotal + 100_000);
    expect(order.paymentStatus).toBe('unpaid');
    // The payload's totalAmount stays the subtotal (the cart's rule); only the charge adds delivery.
    expect(order.totalAmount).toBe(Number(cheapest.price));
  });

  it('is exact where floating point is not (0.1 + 0.2), and free delivery starts above ₦5,000', () => {
    expect(
      amountDueKobo([
        { price: '0.10', quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(30 + 100_000);
    expect(amountDueKobo([{ price: '1250.50', quantity: 4 }])).toBe(500_200);
    expect(deliveryFeeKobo(500_000)).toBe(100_000);
    expect(deliveryFeeKobo(500_001)).toBe(0);
    expect(() => nairaToKobo('12.345')).toThrow(RangeError);
    expect(() => nairaToKobo(-1)).toThrow(RangeError);
  });
});

describe('paying an order online', () => {
  it('initializes a Paystack transaction for exactly the order amount, bound to the order', async () => {
    const { orderId } = await productAndOrder(app, 2_800, 3);
    const started = await startPayment(app, orderId);
    expect(started.body).toMatchObject({ amountKobo: 840_000 });
    expect(started.status).toBe(201);
    const reference = String(started.body.reference);
    expect(parsePaymentReference(reference)).toEqual({ orderId, attempt: 1 });
    expect(started.body.amountKobo).toBe(840_000);
    expect(String(started.body.authorizationUrl)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/[0-9a-f]+$/);
    const transaction = env.fake.transaction(reference);
    expect(transaction).toMatchObject({ amount: 840_000, currency: 'NGN', status: 'ongoing' });
    // The order travels with the transaction, so Paystack's dashboard and exports name it.
    expect(transaction?.metadata).toEqual({ orderId });
    const order = await orderRow(app.orm, orderId);
    expect(order.paymentReference).toBe(reference);
    expect(order.reservedUntil).not.toBeNull();
  });

  it('marks the order paid after Pay (webhook) and the return page reports it verified', async () => {
    const { orderId } = await productAndOrder(app, 6_000, 1);
    const { body } = await startPayment(app, orderId);
    const reference = String(body.reference);
    // Not paid before the shopper pays.
    expect((await confirmPayment(app, reference)).body).toMatchObject({
      paymentStatus: 'unpaid',
      transactionStatus: 'ongoing',
    });
    await env.fake.pay(reference);
    const confirmed = await confirmPayment(app, reference);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      orderId,
      paymentStatus: 'paid',
      transactionStatus: 'success',
      amountKobo: 600_000,
    });
    const order = await orderRow(app.orm, orderId);
    expect(order).toMatchObject({ paymentStatus: 'paid', paidAmountKobo: 600_000, status: 'paid' });
    const events = await eventsOf(app.orm, orderId);
    expect(events.map((e) => [e.source, e.outcome])).toEqual([
      ['webhook', 'applied'],
      ['verify', 'duplicate'],
    ]);
    // Paying again is refused.
    expect((await startPayment(app, orderId)).status).toBe(409);
  });

  it('a declined payment is not paid; a retry uses a new reference and then succeeds', async () => {
    const { orderId } = await productAndOrder(app);
    const first = String((await startPayment(app, orderId)).body.reference);
    env.fake.decline(first);
    expect((await confirmPayment(app, first)).body).toMatchObject({
      paymentStatus: 'failed',
      transactionStatus: 'failed',
    });
    const retry = await startPayment(app, orderId);
    expect(retry.status).toBe(201);
    const second = String(retry.body.reference);
    expect(parsePaymentReference(second)).toEqual({ orderId, attempt: 2 });
    env.fake.webhookUrl = undefined; // only the return page's verification this time
    try {
      await env.fake.pay(second);
    } finally {
      env.fake.webhookUrl = `${app.url}/api/payments/paystack/webhook`;
    }
    expect((await confirmPayment(app, second)).body).toMatchObject({ paymentStatus: 'paid' });
  });

  it('refuses unknown orders and references, and orders paid on delivery', async () => {
    expect((await startPayment(app, crypto.randomUUID())).status).toBe(404);
    expect((await startPayment(app, 'not-a-uuid')).status).toBe(400);
    expect((await confirmPayment(app, `ata-${crypto.randomUUID()}-1`)).status).toBe(404);
    expect((await confirmPayment(app, 'anything%20else')).status).toBe(404);
    const product = await makeProduct(app.orm);
    const chatOrder = await placeOrder(
      app,
      [{ id: product.id, name: product.name, price: 1500, quantity: 1 }],
      'whatsapp',
    );
    expect((await startPayment(app, chatOrder)).status).toBe(409);
  });

  it('switching to pay on delivery keeps the order and its stock, and stops the reservation', async () => {
    const { orderId, product } = await productAndOrder(app, 1_500, 2, 5);
    await startPayment(app, orderId);
    const response = await app.request(`/api/payments/orders/${orderId}/pay-on-delivery`, { method: 'POST' });
    expect(response.status).toBe(200);
    const order = await orderRow(app.orm, orderId);
    expect(order).toMatchObject({ paymentMethod: 'whatsapp', paymentStatus: 'unpaid', reservedUntil: null });
    expect(await stockOf(app.orm, product.id)).toBe(3);
  });

  it('says whether payments are test payments', async () => {
    expect(await (await app.request('/api/payments/config')).json()).toEqual({
      provider: 'paystack',
      testMode: true,
    });
  });
});
