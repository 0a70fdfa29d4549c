import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm, type Orm } from '../../src/db/orm.ts';
import { releaseExpiredReservations } from '../../src/payments/expiry.ts';
import { addSize, makeProduct, sizeStockOf, stockOf } from '../support/fixtures.ts';
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
  it('puts back the very sizes an expired online order held, and no other', async () => {
    const product = await makeProduct(app.orm, { name: 'Expiry Crayfish', price: 1_900, stock: 6 });
    const small = await addSize(app.orm, product, { label: '250 g', price: 4_200, stock: 5, position: 1 });
    const large = await addSize(app.orm, product, { label: '1 kg', price: 15_500, stock: 3, position: 2 });
    const placed = await app.request('/api/orders', {
      method: 'POST',
      json: {
        customerName: 'Ngozi Okafor',
        customerEmail: 'ngozi@example.ng',
        customerPhone: '08031230000',
        shippingAddress: '12 Allen Avenue, Ikeja',
        paymentMethod: 'paystack',
        items: [
          { productId: product.id, variantId: small, name: product.name, price: 4_200, quantity: 2 },
          { productId: product.id, variantId: large, name: product.name, price: 15_500, quantity: 1 },
        ],
        totalAmount: '23900',
      },
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const orderId = ((await placed.json()) as { id: string }).id;
    expect([await sizeStockOf(app.orm, small), await sizeStockOf(app.orm, large)]).toEqual([3, 2]);
    expect(await stockOf(app.orm, product.id)).toBe(6 + 3 + 2);
    await age(orderId, 31);
    expect(await sweep(app.orm)).toContain(orderId);
    expect([await sizeStockOf(app.orm, small), await sizeStockOf(app.orm, large)]).toEqual([5, 3]);
    expect(await stockOf(app.orm, product.id)).toBe(6 + 5 + 3);
  });

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
