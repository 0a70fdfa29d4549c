import { paymentEventSchema } from '@ata/core/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentEventEntity } from '../../src/db/entities/index.ts';
import { PaystackError } from '../../src/payments/paystack/client.ts';
import type { Charge } from '../../src/payments/provider.ts';
import { makeProduct } from '../support/fixtures.ts';
import { chargeSuccess, deliverWebhook, startPaymentsApp } from '../support/paystack.ts';
import type { TestApp } from '../support/test-app.ts';
import { confirmPayment, eventsOf, orderRow, placeOrder, productAndOrder, startPayment } from './helpers.ts';

/**
 * What the payment routes answer when things go wrong: Paystack failing, orders that cannot be paid,
 * references that do not match, webhooks that are not what they claim. The client (our fake Paystack) can be
 * made to fail its next call.
 */
let env: Awaited<ReturnType<typeof startPaymentsApp>>;
let app: TestApp;
let failNext: PaystackError | undefined;
let verifyAs: ((charge: Charge) => Charge) | undefined;
beforeAll(async () => {
  env = await startPaymentsApp();
  app = env.app;
  env.fake.webhookUrl = undefined;
  const provider = env.payments.provider!;
  const real = { ...provider };
  const failing = <T>(call: () => Promise<T>) => {
    const error = failNext;
    failNext = undefined;
    return error ? Promise.reject(error) : call();
  };
  provider.initialize = (request) => failing(() => real.initialize(request));
  provider.verify = (reference) =>
    failing(async () => (verifyAs ?? ((t) => t))(await real.verify(reference)));
  provider.refund = (request) => failing(() => real.refund(request));
});
afterAll(() => env.close());

const admin = () => ({ Authorization: app.basic.admin });
const payOnDelivery = (orderId: string) =>
  app.request(`/api/payments/orders/${orderId}/pay-on-delivery`, { method: 'POST' });
const setOrder = (orderId: string, sql: string) =>
  app.orm.em.fork().execute(`update "shop_order" set ${sql} where "id" = ?`, [orderId]);

describe('Paystack failing', () => {
  it('unreachable or erring → 502 naming the provider; its 404 → 404; the order stays payable', async () => {
    const { orderId } = await productAndOrder(app);
    failNext = new PaystackError(0, 'Paystack is unreachable: connect ECONNREFUSED');
    const down = await startPayment(app, orderId);
    expect(down).toEqual({
      status: 502,
      body: { message: 'The payment provider did not answer: Paystack is unreachable: connect ECONNREFUSED' },
    });
    const { body } = await startPayment(app, orderId);
    const reference = String(body.reference);
    failNext = new PaystackError(500, 'Internal error');
    expect(await confirmPayment(app, reference)).toEqual({
      status: 502,
      body: { message: 'The payment provider did not answer: Internal error' },
    });
    failNext = new PaystackError(404, 'Transaction reference not found');
    expect(await confirmPayment(app, reference)).toEqual({
      status: 404,
      body: { message: 'Payment not found' },
    });
    expect((await orderRow(app.orm, orderId)).paymentStatus).toBe('unpaid');
    expect(await eventsOf(app.orm, orderId)).toEqual([]);
  });

  it('a refund Paystack refuses → 409 with its reason; other failures → 502; nothing changes', async () => {
    const { orderId } = await productAndOrder(app, 4_000);
    const { body } = await startPayment(app, orderId);
    await deliverWebhook(app, chargeSuccess(String(body.reference), Number(body.amountKobo)));
    const refund = () =>
      app.request(`/api/payments/orders/${orderId}/refund`, { method: 'POST', headers: admin() });
    failNext = new PaystackError(400, 'Transaction has been fully reversed');
    const refused = await refund();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: 'Paystack refused the refund: Transaction has been fully reversed',
    });
    failNext = new PaystackError(500, 'Internal error');
    expect((await refund()).status).toBe(502);
    expect((await orderRow(app.orm, orderId)).paymentStatus).toBe('paid');
    expect((await eventsOf(app.orm, orderId)).filter((event) => event.source === 'admin')).toEqual([]);
  });

  it('an app without Paystack configured refuses to start a payment (502), and says so', async () => {
    const { startTestApp } = await import('../support/test-app.ts');
    const bare = await startTestApp();
    try {
      const product = await makeProduct(bare.orm);
      const orderId = await placeOrder(bare, [
        { id: product.id, name: product.name, price: 1500, quantity: 1 },
      ]);
      const response = await startPayment(bare, orderId);
      expect(response).toEqual({
        status: 502,
        body: { message: 'The payment provider did not answer: Online payment is not configured' },
      });
      // Nothing real could be charged: the checkout is told these are test payments.
      expect(await (await bare.request('/api/payments/config')).json()).toEqual({
        provider: 'paystack',
        testMode: true,
      });
    } finally {
      await bare.close();
    }
  });
});

describe('orders that cannot be paid online (again)', () => {
  it('refunded, expired or after 20 attempts → 409 with the reason; the 20th attempt still starts', async () => {
    const refunded = (await productAndOrder(app)).orderId;
    await setOrder(refunded, `"payment_status" = 'refunded'`);
    expect(await startPayment(app, refunded)).toEqual({
      status: 409,
      body: { message: 'This order was refunded' },
    });

    const expired = (await productAndOrder(app)).orderId;
    await setOrder(expired, `"stock_released_at" = now()`);
    expect(await startPayment(app, expired)).toEqual({
      status: 409,
      body: { message: 'This order has expired. Please place your order again.' },
    });

    const tried = (await productAndOrder(app)).orderId;
    await setOrder(tried, `"payment_attempts" = 19`);
    const twentieth = await startPayment(app, tried);
    expect(twentieth.status).toBe(201);
    expect(twentieth.body.reference).toBe(`ata-${tried}-20`);
    expect(await startPayment(app, tried)).toEqual({
      status: 409,
      body: { message: 'Too many payment attempts for this order' },
    });
    expect((await orderRow(app.orm, tried)).paymentAttempts).toBe(20);
  });

  it('a paid order is refused with its reason; a chat order too', async () => {
    const paid = (await productAndOrder(app)).orderId;
    await setOrder(paid, `"payment_status" = 'paid'`);
    expect(await startPayment(app, paid)).toEqual({
      status: 409,
      body: { message: 'This order is already paid' },
    });
    const product = await makeProduct(app.orm);
    const chat = await placeOrder(
      app,
      [{ id: product.id, name: product.name, price: 1500, quantity: 1 }],
      'whatsapp',
    );
    expect(await startPayment(app, chat)).toEqual({
      status: 409,
      body: { message: 'This order is not paid online' },
    });
  });

  it('a retry keeps the stock reserved for a full period from now, never less than before', async () => {
    const { orderId } = await productAndOrder(app);
    await startPayment(app, orderId);
    const later = new Date(Date.now() + 3 * 60 * 60 * 1000);
    await app.orm.em
      .fork()
      .execute(`update "shop_order" set "reserved_until" = ? where "id" = ?`, [later, orderId]);
    await startPayment(app, orderId);
    expect((await orderRow(app.orm, orderId)).reservedUntil?.getTime()).toBe(later.getTime());
    const soon = new Date(Date.now() + 60_000);
    await app.orm.em
      .fork()
      .execute(`update "shop_order" set "reserved_until" = ? where "id" = ?`, [soon, orderId]);
    const before = Date.now();
    await startPayment(app, orderId);
    const until = (await orderRow(app.orm, orderId)).reservedUntil!.getTime();
    expect(Math.abs(until - (before + 30 * 60_000))).toBeLessThan(60_000);
  });

  it('pay on delivery: 404 for unknown or malformed ids, 409 once paid or expired, and nothing changes', async () => {
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      const response = await payOnDelivery(id);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ message: 'Order not found' });
    }
    const paid = (await productAndOrder(app)).orderId;
    await setOrder(paid, `"payment_status" = 'paid'`);
    const refusedPaid = await payOnDelivery(paid);
    expect(refusedPaid.status).toBe(409);
    expect(await refusedPaid.json()).toEqual({ message: 'This order is already paid' });
    const expired = (await productAndOrder(app)).orderId;
    await setOrder(expired, `"stock_released_at" = now()`);
    const refusedExpired = await payOnDelivery(expired);
    expect(refusedExpired.status).toBe(409);
    expect(await refusedExpired.json()).toEqual({
      message: 'This order has expired. Please place your order again.',
    });
    expect((await orderRow(app.orm, paid)).paymentMethod).toBe('paystack');
    expect((await orderRow(app.orm, expired)).paymentMethod).toBe('paystack');
    const ok = await payOnDelivery((await productAndOrder(app)).orderId);
    expect(await ok.json()).toMatchObject({ paymentMethod: 'whatsapp' });
  });
});

describe('the return page', () => {
  it('a reference for an attempt not started yet, or of another form → 404; answers are never cached', async () => {
    const { orderId } = await productAndOrder(app);
    const { body } = await startPayment(app, orderId);
    expect((await confirmPayment(app, `ata-${orderId}-2`)).status).toBe(404);
    expect((await confirmPayment(app, 'x'.repeat(101))).status).toBe(404);
    const response = await app.request(`/api/payments/paystack/transactions/${body.reference}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      orderId,
      reference: body.reference,
      paymentStatus: 'unpaid',
      transactionStatus: 'ongoing',
      amountKobo: body.amountKobo,
      expired: false,
    });
    // Polling an unfinished payment stores nothing.
    expect(await eventsOf(app.orm, orderId)).toEqual([]);
  });

  it('a declined retry of an older attempt leaves the current one alone', async () => {
    const { orderId } = await productAndOrder(app);
    const first = String((await startPayment(app, orderId)).body.reference);
    const second = String((await startPayment(app, orderId)).body.reference);
    env.fake.decline(first);
    expect((await confirmPayment(app, first)).body).toMatchObject({
      paymentStatus: 'unpaid',
      transactionStatus: 'failed',
    });
    const [event] = await eventsOf(app.orm, orderId);
    expect(event).toMatchObject({ source: 'verify', outcome: 'ignored', note: 'Transaction failed' });
    env.fake.decline(second);
    expect((await confirmPayment(app, second)).body).toMatchObject({ paymentStatus: 'failed' });
    // A failed order's later failure changes nothing more.
    expect((await confirmPayment(app, second)).body).toMatchObject({ paymentStatus: 'failed' });
    expect((await eventsOf(app.orm, orderId)).map((e) => [e.outcome, e.note])).toEqual([
      ['ignored', 'Transaction failed'],
      ['applied', 'Transaction failed'],
      ['ignored', 'Transaction failed'],
    ]);
  });

  it('a payment applied by the return page keeps the shipped status and Paystack’s paid time', async () => {
    const { orderId } = await productAndOrder(app, 2_000);
    const { body } = await startPayment(app, orderId);
    const reference = String(body.reference);
    await setOrder(orderId, `"status" = 'shipped'`);
    await env.fake.pay(reference);
    const paidAt = env.fake.transaction(reference)!.paid_at!;
    verifyAs = (charge) => ({ ...charge, paidAt: '2026-01-02T03:04:05.000Z' });
    try {
      expect((await confirmPayment(app, reference)).body).toMatchObject({ paymentStatus: 'paid' });
    } finally {
      verifyAs = undefined;
    }
    expect(paidAt).toBeTruthy();
    const order = await orderRow(app.orm, orderId);
    expect(order).toMatchObject({ status: 'shipped', paymentStatus: 'paid', reservedUntil: null });
    expect(order.paidAt?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(order.paymentReference).toBe(reference);
  });
});

describe('webhooks that are not what they claim', () => {
  it('signed JSON that is not a Paystack event → 400; a charge.success with broken data is stored, ignored', async () => {
    const notEvent = JSON.stringify({ hello: 'world' });
    const refused = await deliverWebhook(app, notEvent);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'Not a Paystack event' });
    const malformed = await deliverWebhook(app, 'not json');
    expect(await malformed.json()).toEqual({ message: 'Malformed JSON body' });

    const { orderId, product } = await productAndOrder(app);
    const { body } = await startPayment(app, orderId);
    const reference = String(body.reference);
    const broken = JSON.stringify({ event: 'charge.success', data: { reference, amount: 'lots' } });
    expect((await deliverWebhook(app, broken)).status).toBe(200);
    const [event] = await eventsOf(app.orm, orderId);
    expect(event).toMatchObject({
      reference,
      source: 'webhook',
      event: 'charge.success',
      outcome: 'ignored',
      note: 'Malformed event data',
      amountKobo: null,
      currency: null,
    });
    expect((await orderRow(app.orm, orderId)).paymentStatus).toBe('unpaid');
    expect(product.id).toBeTruthy();
  });

  it('events the shop does not use are stored under their order and ignored, whatever their data', async () => {
    const { orderId } = await productAndOrder(app);
    const { body } = await startPayment(app, orderId);
    const reference = String(body.reference);
    const deliveries = [
      { event: 'transfer.success', data: { reference } },
      { event: 'charge.dispute.create', data: { reference: `${reference}${'9'.repeat(150)}` } },
      { event: 'charge.refund', data: { reference: 12 } },
    ];
    for (const delivery of deliveries)
      expect((await deliverWebhook(app, JSON.stringify(delivery))).status, delivery.event).toBe(200);
    const stored = await app.orm.em.fork().find(PaymentEventEntity, {
      event: { $in: deliveries.map((d) => d.event) },
    });
    // Sorted by event name.
    expect(stored.map((e) => [e.event, e.reference, e.orderId, e.outcome, e.note]).sort()).toEqual([
      // Kept to the column's 100 characters, and then not one of ours.
      [
        'charge.dispute.create',
        `${reference}${'9'.repeat(150)}`.slice(0, 100),
        null,
        'ignored',
        'Event not used by the shop',
      ],
      ['charge.refund', '', null, 'ignored', 'Event not used by the shop'],
      ['transfer.success', reference, orderId, 'ignored', 'Event not used by the shop'],
    ]);
    expect((await orderRow(app.orm, orderId)).paymentStatus).toBe('unpaid');
    // The owner's log shows it without an amount (none was sent), not as zero.
    const log = await app.request(`/api/payments/events?orderId=${orderId}`, { headers: admin() });
    expect(((await log.json()) as unknown[]).map((e) => paymentEventSchema.parse(e))).toMatchObject([
      { event: 'transfer.success', outcome: 'ignored', amountKobo: null, currency: null },
    ]);
  });

  it('a body over 100 kB → 413, nothing stored', async () => {
    const big = JSON.stringify({ event: 'x', data: 'y'.repeat(110_000) });
    const response = await deliverWebhook(app, big);
    expect(response.status).toBe(413);
  });

  it('a charge for an attempt the order never started is ignored as an unknown reference', async () => {
    const { orderId } = await productAndOrder(app);
    const { body } = await startPayment(app, orderId);
    expect(
      (await deliverWebhook(app, chargeSuccess(`ata-${orderId}-5`, Number(body.amountKobo)))).status,
    ).toBe(200);
    const events = await eventsOf(app.orm, orderId);
    expect(events.map((e) => [e.outcome, e.note, e.amountKobo])).toEqual([
      ['ignored', 'Unknown reference', Number(body.amountKobo)],
    ]);
    expect((await orderRow(app.orm, orderId)).paymentStatus).toBe('unpaid');
  });
});

describe("the owner's payment log (GET /api/payments/events)", () => {
  it("lists one order's events newest first, every field as stored", async () => {
    const { orderId } = await productAndOrder(app, 3_000);
    const { body } = await startPayment(app, orderId);
    const reference = String(body.reference);
    const amount = Number(body.amountKobo);
    await deliverWebhook(app, chargeSuccess(reference, amount - 1, 'NGNX'));
    await deliverWebhook(app, chargeSuccess(reference, amount));
    const response = await app.request(`/api/payments/events?orderId=${orderId}`, { headers: admin() });
    expect(response.status).toBe(200);
    const events = ((await response.json()) as unknown[]).map((event) => paymentEventSchema.parse(event));
    expect(events.map((event) => event.outcome)).toEqual(['applied', 'flagged']);
    const [applied, flagged] = events as [(typeof events)[0], (typeof events)[0]];
    expect(applied).toMatchObject({
      reference,
      source: 'webhook',
      event: 'charge.success',
      amountKobo: amount,
      currency: 'NGN',
      note: null,
    });
    expect((applied.payload as { data: { reference: string } }).data.reference).toBe(reference);
    expect(Date.parse(applied.receivedAt)).toBeGreaterThanOrEqual(Date.parse(flagged.receivedAt));
    expect(flagged).toMatchObject({ amountKobo: amount - 1, currency: 'NGN' });
    expect(flagged.note).toMatch(/Not marked paid/);
  });

  it('an orderId that is not an order id → 400; an unknown order has none', async () => {
    const bad = await app.request('/api/payments/events?orderId=42', { headers: admin() });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'orderId must be an order id' });
    const none = await app.request(`/api/payments/events?orderId=${crypto.randomUUID()}`, {
      headers: admin(),
    });
    expect(await none.json()).toEqual([]);
  });
});
