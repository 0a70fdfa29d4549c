import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeSuccess, deliverWebhook, startPaymentsApp } from '../support/paystack.ts';
import type { TestApp } from '../support/test-app.ts';
import { confirmPayment, eventsOf, orderRow, startedOrder } from './helpers.ts';

let env: Awaited<ReturnType<typeof startPaymentsApp>>;
let app: TestApp;
beforeAll(async () => {
  env = await startPaymentsApp();
  app = env.app;
  // These tests send webhooks themselves; the fake only answers verify. Apart from webhook.test.ts: the
  // 1,000 deliveries take minutes, too long to repeat for every mutant `npm run mutate` tries.
  env.fake.webhookUrl = undefined;
});
afterAll(() => env.close());

const started = (price?: number, quantity?: number) => startedOrder(app, price, quantity);

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
    for (let i = 0; i < 50; i++) orders.push(await started(1_000 + i * 137, 1 + (i % 3)));
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
    for (let i = 0; i < 10; i++) orders.push(await started(3_000 + i));
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
