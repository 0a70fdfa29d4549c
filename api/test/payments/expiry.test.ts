import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm, type Orm } from '../../src/db/orm.ts';
import { releaseExpiredReservations, startExpirySweep } from '../../src/payments/expiry.ts';
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

/** A logger that keeps what it was told. */
function recordingLogger() {
  const lines: { level: 'info' | 'error'; data: unknown; message: string }[] = [];
  const logger = {
    info: (data: unknown, message: string) => lines.push({ level: 'info', data, message }),
    error: (data: unknown, message: string) => lines.push({ level: 'error', data, message }),
  } as unknown as Logger;
  return { lines, logger };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the expiry sweep in a running server', () => {
  it('runs at once and then every period, logs what it released and tells the catalogue cache', async () => {
    const { orderId, product } = await productAndOrder(app, 1_200, 2, 6);
    await age(orderId, 40);
    const { lines, logger } = recordingLogger();
    let released = 0;
    const stop = startExpirySweep(app.orm, {
      reservationMinutes: 30,
      everyMs: 20,
      logger,
      onReleased: () => {
        released += 1;
      },
    });
    try {
      await until(() => released === 1);
      expect(lines).toEqual([
        { level: 'info', data: { orders: [orderId] }, message: 'released the stock of unpaid online orders' },
      ]);
      expect(await stockOf(app.orm, product.id)).toBe(6);
      // Later sweeps find nothing and say nothing.
      const later = await productAndOrder(app, 1_200, 1, 6);
      await age(later.orderId, 40);
      await until(() => released === 2);
      expect(lines.map((line) => line.data)).toEqual([{ orders: [orderId] }, { orders: [later.orderId] }]);
    } finally {
      await stop();
    }
    // Stopped: no sweep runs any more (placing and ageing an order takes many 20 ms periods).
    const after = await productAndOrder(app, 1_200, 1, 6);
    await age(after.orderId, 40);
    await confirmPayment(app, `ata-${after.orderId}-1`);
    expect(released).toBe(2);
    expect((await orderRow(app.orm, after.orderId)).stockReleasedAt).toBeNull();
  });

  it('a failing sweep is logged, not thrown', async () => {
    const down = new Error('database down');
    const broken = { em: { fork: () => ({ transactional: () => Promise.reject(down) }) } } as unknown as Orm;
    const { lines, logger } = recordingLogger();
    const stop = startExpirySweep(broken, { reservationMinutes: 30, everyMs: 60_000, logger });
    await until(() => lines.length > 0);
    await stop();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({ level: 'error', data: { err: down }, message: 'reservation sweep failed' });
  });
});
