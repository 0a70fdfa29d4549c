import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm, type Orm } from '../../src/db/orm.ts';
import { releaseExpiredReservations } from '../../src/payments/expiry.ts';
import { stockOf } from '../support/fixtures.ts';
import { chargeSuccess, deliverWebhook, startPaymentsApp } from '../support/paystack.ts';
import type { TestApp } from '../support/test-app.ts';
import { confirmPayment, eventsOf, orderRow, productAndOrder, startPayment } from './helpers.ts';

let env: Awaited<ReturnType<typeof startPaymentsApp>>;
let app: TestApp;
/** A second connection pool on the same database: another API process running the same sweep. */
let other: Orm;
beforeAll(async () => {
  env = await startPaymentsApp({ reservationMinutes: 30 });
  app = env.app;
  env.fake.webhookUrl = undefined;
  const url = app.orm.config.get('clientUrl');
  other = await createOrm(String(url), { poolMax: 5 });
});
afterAll(async () => {
  await other.close(true);
  await env.close();
});

const sweep = (orm: Orm) => releaseExpiredReservations(orm, { reservationMinutes: 30 });
const age = (orderId: string, minutes: number) =>
  app.orm.em.fork().execute(
    `update "shop_order" set "created_at" = now() - make_interval(mins => ?),
         "reserved_until" = case when "reserved_until" is null then null else now() - interval '1 second' end
       where "id" = ?`,
    [minutes, orderId],
  );

describe('reservation expiry', () => {
  it('releases the stock of an unpaid online order once, even with two processes sweeping at once', async () => {
    const { orderId, product } = await productAndOrder(app, 1_500, 2, 5);
    const fresh = await productAndOrder(app, 1_500, 1, 5);
    expect(await stockOf(app.orm, product.id)).toBe(3);
    await age(orderId, 31);
    const results = await Promise.all([sweep(app.orm), sweep(other), sweep(app.orm), sweep(other)]);
    expect(results.flat().filter((id) => id === orderId)).toEqual([orderId]);
    expect(results.flat()).not.toContain(fresh.orderId);
    expect(await stockOf(app.orm, product.id)).toBe(5);
    expect(await stockOf(app.orm, fresh.product.id)).toBe(4);
    expect(await sweep(app.orm)).toEqual([]);
    expect(await stockOf(app.orm, product.id)).toBe(5);
    expect((await orderRow(app.orm, orderId)).stockReleasedAt).not.toBeNull();
  });

  it('records and flags a payment that arrives after expiry, without marking paid or taking stock', async () => {
    const { orderId, product } = await productAndOrder(app, 2_000, 1, 4);
    const { body } = await startPayment(app, orderId);
    const reference = String(body.reference);
    await age(orderId, 45);
    expect(await sweep(app.orm)).toContain(orderId);
    expect(await stockOf(app.orm, product.id)).toBe(4);
    expect((await deliverWebhook(app, chargeSuccess(reference, Number(body.amountKobo)))).status).toBe(200);
    const order = await orderRow(app.orm, orderId);
    expect(order.paymentStatus).toBe('unpaid');
    expect(order.paymentFlag).toMatch(/after the reservation expired/);
    expect((await eventsOf(app.orm, orderId)).map((e) => e.outcome)).toEqual(['flagged']);
    expect(await stockOf(app.orm, product.id)).toBe(4);
    await env.fake.pay(reference);
    expect((await confirmPayment(app, reference)).body).toMatchObject({
      paymentStatus: 'unpaid',
      expired: true,
    });
    // And it cannot be paid again online.
    expect((await startPayment(app, orderId)).status).toBe(409);
  });

  it('never releases a paid order or one still within its time', async () => {
    const paid = await productAndOrder(app, 1_000, 1, 3);
    const { body } = await startPayment(app, paid.orderId);
    await deliverWebhook(app, chargeSuccess(String(body.reference), Number(body.amountKobo)));
    const young = await productAndOrder(app, 1_000, 1, 3);
    await age(paid.orderId, 90);
    await age(young.orderId, 10);
    expect(await sweep(app.orm)).toEqual([]);
    expect(await stockOf(app.orm, paid.product.id)).toBe(2);
    expect(await stockOf(app.orm, young.product.id)).toBe(2);
  });
});

// The sweep's schedule is the job queue's now (messages/worker.ts): test/messages/crash.test.ts runs it on two
// processes.
