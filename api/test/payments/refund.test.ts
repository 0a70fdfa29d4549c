import { orderSchema } from '@ata/core/order';
import { refundedPaymentSchema } from '@ata/core/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct, stockOf } from '../support/fixtures.ts';
import { chargeSuccess, deliverWebhook, startPaymentsApp } from '../support/paystack.ts';
import type { TestApp } from '../support/test-app.ts';
import { eventsOf, orderRow, placeOrder, productAndOrder, startPayment } from './helpers.ts';

let env: Awaited<ReturnType<typeof startPaymentsApp>>;
let app: TestApp;
beforeAll(async () => {
  env = await startPaymentsApp();
  app = env.app;
});
afterAll(() => env.close());

const refund = (orderId: string, authorization: string | null = app.basic.admin) =>
  app.request(`/api/payments/orders/${orderId}/refund`, {
    method: 'POST',
    headers: authorization ? { Authorization: authorization } : {},
  });

/** An online order the shopper paid through the fake Paystack (webhook applied). */
async function paidOrder(price = 6_000) {
  const { orderId } = await productAndOrder(app, price, 1);
  const reference = String((await startPayment(app, orderId)).body.reference);
  await env.fake.pay(reference);
  expect((await orderRow(app.orm, orderId)).paymentStatus).toBe('paid');
  return { orderId, reference };
}

const adminEvents = async (orderId: string) =>
  (await eventsOf(app.orm, orderId)).filter((event) => event.source === 'admin');

describe('refunding a paid online order (the owner)', () => {
  it('refunds it in full through Paystack, marks it refunded and records the event', async () => {
    const { orderId, reference } = await paidOrder(6_000);
    const response = await refund(orderId);
    expect(response.status).toBe(200);
    const body = refundedPaymentSchema.parse(await response.json());
    expect(body).toEqual({
      orderId,
      reference,
      paymentStatus: 'refunded',
      refundedKobo: 600_000,
      refundStatus: 'pending',
      alreadyRefunded: false,
      restocked: [],
    });
    // Paystack (our fake) reports the transaction reversed; the order says refunded.
    expect(env.fake.transaction(reference)?.status).toBe('reversed');
    const order = orderSchema.parse(
      await (
        await app.request(`/api/orders/${orderId}`, { headers: { Authorization: app.basic.admin } })
      ).json(),
    );
    expect(order).toMatchObject({ paymentStatus: 'refunded', paidAmountKobo: 600_000 });
    const [event, ...more] = await adminEvents(orderId);
    expect(more).toHaveLength(0);
    expect(event).toMatchObject({
      event: 'refund',
      outcome: 'applied',
      amountKobo: 600_000,
      currency: 'NGN',
    });

    // The owner's list finds it under its payment status.
    const listed = await app.request(
      `/api/orders?filter=${encodeURIComponent(JSON.stringify({ paymentStatus: 'refunded' }))}`,
      { headers: { Authorization: app.basic.admin } },
    );
    const ids = ((await listed.json()) as { id: string; paymentStatus: string }[]).map((o) => o.id);
    expect(ids).toContain(orderId);
  });

  it('is idempotent: repeated and concurrent refunds ask Paystack once', async () => {
    const { orderId } = await paidOrder(2_500);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(orderId)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = await Promise.all(answers.map(async (a) => refundedPaymentSchema.parse(await a.json())));
    expect(bodies.filter((body) => !body.alreadyRefunded)).toHaveLength(1);
    // Due 2,500 + 1,000 delivery: every answer reports the same refund.
    expect(new Set(bodies.map((body) => body.refundedKobo))).toEqual(new Set([350_000]));
    const again = refundedPaymentSchema.parse(await (await refund(orderId)).json());
    expect(again).toMatchObject({ alreadyRefunded: true, refundStatus: 'pending', refundedKobo: 350_000 });
    const events = await adminEvents(orderId);
    // The owner's log says what happened each time.
    expect(events.filter((event) => event.outcome === 'applied').map((event) => event.note)).toEqual([
      'Refund pending at Paystack',
    ]);
    const repeats = events.filter((event) => event.outcome === 'duplicate');
    expect(repeats).toHaveLength(5);
    for (const repeat of repeats)
      expect(repeat).toMatchObject({
        event: 'refund',
        note: 'Already refunded: Paystack was not asked again',
      });
  });

  it('a late charge.success after the refund is recorded, and the order stays refunded', async () => {
    const { orderId, reference } = await paidOrder(3_000);
    expect((await refund(orderId)).status).toBe(200);
    const late = await deliverWebhook(app, chargeSuccess(reference, 400_000));
    expect(late.status).toBe(200);
    expect((await orderRow(app.orm, orderId)).paymentStatus).toBe('refunded');
    expect((await startPayment(app, orderId)).status).toBe(409);
  });

  it('refuses what cannot be refunded, and changes nothing', async () => {
    const refused = async (orderId: string) => {
      const response = await refund(orderId);
      return { status: response.status, body: await response.json() };
    };
    const notRefundable = { status: 409, body: { message: 'Only an order paid online can be refunded' } };
    const { orderId: unpaid } = await productAndOrder(app);
    const started = String((await startPayment(app, unpaid)).body.reference);
    expect(await refused(unpaid)).toEqual(notRefundable);
    expect((await orderRow(app.orm, unpaid)).paymentStatus).toBe('unpaid');
    // Paystack was not asked: the attempt is still open there.
    expect(env.fake.transaction(started)?.status).toBe('ongoing');

    const product = await makeProduct(app.orm);
    const onDelivery = await placeOrder(
      app,
      [{ id: product.id, name: product.name, price: 1_500, quantity: 1 }],
      'whatsapp',
    );
    expect(await refused(onDelivery)).toEqual(notRefundable);
    expect((await refund(crypto.randomUUID())).status).toBe(404);
    expect((await refund('not-an-id')).status).toBe(404);
    expect(await adminEvents(unpaid)).toHaveLength(0);
  });

  it('is for the admin only', async () => {
    const { orderId, reference } = await paidOrder(1_800);
    expect((await refund(orderId, null)).status).toBe(401);
    expect((await refund(orderId, app.basic.shopper)).status).toBe(403);
    expect((await orderRow(app.orm, orderId)).paymentStatus).toBe('paid');
    expect(env.fake.transaction(reference)?.status).toBe('success');
  });
});

describe('what a refund does to the order and its stock', () => {
  const refundWith = (orderId: string, restock: unknown) =>
    app.request(`/api/payments/orders/${orderId}/refund`, {
      method: 'POST',
      headers: { Authorization: app.basic.admin },
      json: { restock },
    });

  /** A paid online order for 3 of one product and 2 of another (stock 10 each). */
  async function paidTwoLines() {
    const pepper = await makeProduct(app.orm, { price: 1_000, stock: 10 });
    const rice = await makeProduct(app.orm, { price: 2_000, stock: 10 });
    const orderId = await placeOrder(app, [
      { id: pepper.id, name: pepper.name, price: 1_000, quantity: 3 },
      { id: rice.id, name: rice.name, price: 2_000, quantity: 2 },
    ]);
    const reference = String((await startPayment(app, orderId)).body.reference);
    await env.fake.pay(reference);
    const stocks = async () => [await stockOf(app.orm, pepper.id), await stockOf(app.orm, rice.id)];
    expect(await stocks()).toEqual([7, 8]);
    return { orderId, reference, pepper, rice, stocks };
  }

  it("shows as refunded and puts back the owner's choice of lines, once however often it is asked", async () => {
    const { orderId, pepper, stocks } = await paidTwoLines();
    const choice = [{ productId: pepper.id, quantity: 2 }];
    const answers = await Promise.all([refundWith(orderId, choice), refundWith(orderId, choice)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const bodies = await Promise.all(answers.map(async (a) => refundedPaymentSchema.parse(await a.json())));
    // Each line names the size it went back to (the product's only size here).
    expect(bodies.find((body) => !body.alreadyRefunded)?.restocked).toEqual(
      choice.map((line) => ({ ...line, variantId: expect.any(String) })),
    );
    expect(bodies.find((body) => body.alreadyRefunded)?.restocked).toEqual([]);
    expect(await stocks()).toEqual([9, 8]);
    expect((await refundWith(orderId, choice)).status).toBe(200);
    expect(await stocks()).toEqual([9, 8]);
    const order = orderSchema.parse(
      await (
        await app.request(`/api/orders/${orderId}`, { headers: { Authorization: app.basic.admin } })
      ).json(),
    );
    // The order's own status chip now says refunded, not paid; it can no longer be cancelled or reopened.
    expect(order).toMatchObject({ status: 'refunded', paymentStatus: 'refunded', restockedItems: choice });
    const reopened = await app.request(`/api/orders/${orderId}/status`, {
      method: 'PATCH',
      headers: { Authorization: app.basic.admin },
      json: { status: 'paid' },
    });
    expect(reopened.status).toBe(409);
    expect(await stocks()).toEqual([9, 8]);
  });

  it('refuses a restock line that is not in the order, or more than was ordered, before asking Paystack', async () => {
    const { orderId, reference, rice, stocks } = await paidTwoLines();
    const tooMany = await refundWith(orderId, [{ productId: rice.id, quantity: 3 }]);
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).errors).toEqual({
      'restock.0.quantity': 'At most 2 can go back to stock (the quantity ordered)',
    });
    const stranger = await refundWith(orderId, [{ productId: crypto.randomUUID(), quantity: 1 }]);
    expect(stranger.status).toBe(400);
    expect((await stranger.json()).message).toBe('This product is not in the order');
    expect(env.fake.transaction(reference)?.status).toBe('success');
    expect((await orderRow(app.orm, orderId)).paymentStatus).toBe('paid');
    expect(await stocks()).toEqual([7, 8]);
  });
});
