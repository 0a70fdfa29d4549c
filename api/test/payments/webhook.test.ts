import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentEventEntity } from '../../src/db/entities/index.ts';
import { signPayload } from '../../src/payments/paystack/signature.ts';
import { databaseSnapshot } from '../support/fixtures.ts';
import { chargeSuccess, deliverWebhook, SECRET, startPaymentsApp } from '../support/paystack.ts';
import type { TestApp } from '../support/test-app.ts';
import { eventsOf, orderRow, startedOrder } from './helpers.ts';

let env: Awaited<ReturnType<typeof startPaymentsApp>>;
let app: TestApp;
beforeAll(async () => {
  env = await startPaymentsApp();
  app = env.app;
  // These tests send webhooks themselves; the fake only answers verify.
  env.fake.webhookUrl = undefined;
});
afterAll(() => env.close());

const eventCount = () => app.orm.em.fork().count(PaymentEventEntity);

const started = (price?: number, quantity?: number) => startedOrder(app, price, quantity);

describe('webhook signature', () => {
  it('accepts a correctly signed charge.success and marks the order paid', async () => {
    const { orderId, reference, amount } = await started();
    const response = await deliverWebhook(app, chargeSuccess(reference, amount));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(await orderRow(app.orm, orderId)).toMatchObject({ paymentStatus: 'paid', paidAmountKobo: amount });
  });

  it('refuses an invalid, missing or malformed signature with 401 and changes nothing', async () => {
    const { reference, amount } = await started();
    const body = chargeSuccess(reference, amount);
    const before = [await databaseSnapshot(app.orm), await eventCount()];
    const wrongKey = signPayload(body, 'sk_test_someone_else');
    for (const signature of [wrongKey, null, '', 'abc', wrongKey.toUpperCase().replace(/.$/, '0')]) {
      const response = await deliverWebhook(app, body, signature);
      expect(response.status, String(signature)).toBe(401);
      expect(await response.json()).toEqual({ message: 'Invalid signature' });
    }
    expect([await databaseSnapshot(app.orm), await eventCount()]).toEqual(before);
  });

  it('checks the bytes received: a re-serialised body with the original signature is refused', async () => {
    const { orderId, reference, amount } = await started();
    const body = chargeSuccess(reference, amount);
    const reserialised = JSON.stringify(JSON.parse(body), null, 2);
    expect(reserialised).not.toBe(body);
    expect((await deliverWebhook(app, reserialised, signPayload(body, SECRET))).status).toBe(401);
    expect(await orderRow(app.orm, orderId)).toMatchObject({ paymentStatus: 'unpaid' });
    // The same bytes, signed as sent, are fine: the signature is over the raw body, not its meaning.
    expect((await deliverWebhook(app, reserialised)).status).toBe(200);
    expect(await orderRow(app.orm, orderId)).toMatchObject({ paymentStatus: 'paid' });
  });
});

describe('webhook events', () => {
  it('does not mark paid when the amount or the currency differs, and flags it for the owner', async () => {
    const { orderId, reference, amount } = await started();
    expect((await deliverWebhook(app, chargeSuccess(reference, amount - 100))).status).toBe(200);
    expect((await deliverWebhook(app, chargeSuccess(reference, amount, 'USD'))).status).toBe(200);
    const order = await orderRow(app.orm, orderId);
    expect(order.paymentStatus).toBe('unpaid');
    expect(order.paymentFlag).toMatch(/Not marked paid/);
    expect((await eventsOf(app.orm, orderId)).map((e) => e.outcome)).toEqual(['flagged', 'flagged']);
  });

  it('records and flags a late charge.success for a cancelled order, without marking it paid', async () => {
    const { orderId, reference, amount } = await started();
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update "shop_order" set "status" = 'cancelled' where "id" = ?`, [orderId]);
    expect((await deliverWebhook(app, chargeSuccess(reference, amount))).status).toBe(200);
    const order = await orderRow(app.orm, orderId);
    expect(order.paymentStatus).toBe('unpaid');
    expect(order.paymentFlag).toMatch(/order that was cancelled/);
    expect((await eventsOf(app.orm, orderId)).map((e) => e.outcome)).toEqual(['flagged']);
  });

  it('answers 200 to unknown events and references, stores them and changes no order', async () => {
    const { orderId, reference } = await started();
    const transfer = JSON.stringify({ event: 'transfer.success', data: { reference, amount: 5 } });
    expect((await deliverWebhook(app, transfer)).status).toBe(200);
    const stranger = chargeSuccess(`ata-${crypto.randomUUID()}-1`, 100);
    expect((await deliverWebhook(app, stranger)).status).toBe(200);
    expect((await deliverWebhook(app, chargeSuccess('T123456789', 100))).status).toBe(200);
    expect(await orderRow(app.orm, orderId)).toMatchObject({ paymentStatus: 'unpaid' });
    const stored = await app.orm.em.fork().find(PaymentEventEntity, { outcome: 'ignored' });
    expect(stored.map((e) => e.event).sort()).toEqual([
      'charge.success',
      'charge.success',
      'transfer.success',
    ]);
    expect(stored.find((e) => e.event === 'transfer.success')?.payload).toEqual(JSON.parse(transfer));
  });

  it('refuses a signed body that is not JSON with 400', async () => {
    expect((await deliverWebhook(app, 'not json')).status).toBe(400);
  });
});
