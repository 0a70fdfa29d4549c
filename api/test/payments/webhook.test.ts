import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentEventEntity } from '../../src/db/entities/index.ts';
import { signPayload } from '../../src/payments/paystack/signature.ts';
import { databaseSnapshot } from '../support/fixtures.ts';
import { chargeSuccess, deliverWebhook, SECRET, startPaymentsApp } from '../support/paystack.ts';
import type { TestApp } from '../support/test-app.ts';
import { confirmPayment, eventsOf, orderRow, productAndOrder, startPayment } from './helpers.ts';

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

/** An online order with a started payment; returns its reference and amount in kobo. */
async function startedOrder(price = 2_800, quantity = 1) {
  const { orderId } = await productAndOrder(app, price, quantity, 10_000);
  const { body } = await startPayment(app, orderId);
  return { orderId, reference: String(body.reference), amount: Number(body.amountKobo) };
}

describe('webhook signature', () => {
  it('accepts a correctly signed charge.success and marks the order paid', async () => {
    const { orderId, reference, amount } = await startedOrder();
    const response = await deliverWebhook(app, chargeSuccess(reference, amount));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(await orderRow(app.orm, orderId)).toMatchObject({ paymentStatus: 'paid', paidAmountKobo: amount });
  });

  it('refuses an invalid, missing or malformed signature with 401 and changes nothing', async () => {
    const { reference, amount } = await startedOrder();
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
    const { orderId, reference, amount } = await startedOrder();
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
    const { orderId, reference, amount } = await startedOrder();
    expect((await deliverWebhook(app, chargeSuccess(reference, amount - 100))).status).toBe(200);
    expect((await deliverWebhook(app, chargeSuccess(reference, amount, 'USD'))).status).toBe(200);
    const order = await orderRow(app.orm, orderId);
    expect(order.paymentStatus).toBe('unpaid');
    expect(order.paymentFlag).toMatch(/Not marked paid/);
    expect((await eventsOf(app.orm, orderId)).map((e) => e.outcome)).toEqual(['flagged', 'flagged']);
  });

  it('records and flags a late charge.success for a cancelled order, without marking it paid', async () => {
    const { orderId, reference, amount } = await startedOrder();
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
    const { orderId, reference } = await startedOrder();
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

/** Fisher–Yates with a seeded generator, so a failure can be replayed. */
function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

async function inParallel<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}

describe('exactly once', () => {
  it('1,000 deliveries (duplicates, shuffled, concurrent) for 50 orders: each paid exactly once, 0 errors', async () => {
    const orders = [];
    for (let i = 0; i < 50; i++) orders.push(await startedOrder(1_000 + i * 137, 1 + (i % 3)));
    const bodies = orders.flatMap((o) =>
      Array.from({ length: 20 }, () => chargeSuccess(o.reference, o.amount)),
    );
    const statuses = await inParallel(
      shuffle(bodies, 42).map((body) => async () => (await deliverWebhook(app, body)).status),
      50,
    );
    expect(statuses.length).toBe(1_000);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    for (const order of orders) {
      expect(await orderRow(app.orm, order.orderId)).toMatchObject({
        paymentStatus: 'paid',
        status: 'paid',
        paidAmountKobo: order.amount,
      });
      const outcomes = (await eventsOf(app.orm, order.orderId)).map((e) => e.outcome);
      expect(outcomes.length).toBe(20);
      expect(outcomes.filter((o) => o === 'applied')).toEqual(['applied']);
      expect(outcomes.filter((o) => o === 'duplicate').length).toBe(19);
    }
  }, 180_000);

  it('verify and webhook racing each other apply the payment once', async () => {
    const orders = [];
    for (let i = 0; i < 10; i++) orders.push(await startedOrder(3_000 + i));
    for (const order of orders) await env.fake.pay(order.reference); // no webhook URL: settles only
    await Promise.all(
      orders.flatMap((order) => [
        deliverWebhook(app, chargeSuccess(order.reference, order.amount)),
        confirmPayment(app, order.reference),
        deliverWebhook(app, chargeSuccess(order.reference, order.amount)),
        confirmPayment(app, order.reference),
      ]),
    );
    for (const order of orders) {
      const events = await eventsOf(app.orm, order.orderId);
      expect(events.filter((e) => e.outcome === 'applied').length).toBe(1);
      expect(events.length).toBe(4);
      expect(await orderRow(app.orm, order.orderId)).toMatchObject({ paymentStatus: 'paid' });
    }
  }, 60_000);
});
