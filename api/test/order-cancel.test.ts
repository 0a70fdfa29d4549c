import { orderSchema } from '@ata/core/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseExpiredReservations } from '../src/payments/expiry.ts';
import { placeOrder, startPayment } from './payments/helpers.ts';
import { makeProduct, stockOf } from './support/fixtures.ts';
import { startPaymentsApp } from './support/paystack.ts';
import type { TestApp } from './support/test-app.ts';

let env: Awaited<ReturnType<typeof startPaymentsApp>>;
let app: TestApp;
beforeAll(async () => {
  env = await startPaymentsApp({ reservationMinutes: 30 });
  app = env.app;
});
afterAll(() => env.close());

const cancel = (orderId: string, reason: unknown = 'Customer asked by phone') =>
  app.request(`/api/orders/${orderId}/cancel`, {
    method: 'POST',
    headers: { Authorization: app.basic.admin },
    json: { reason },
  });
const readOrder = async (orderId: string) =>
  orderSchema.parse(
    await (
      await app.request(`/api/orders/${orderId}`, { headers: { Authorization: app.basic.admin } })
    ).json(),
  );

/** Two products (stock 10 each) and an order for 3 of one and 2 of the other. */
async function twoLineOrder(paymentMethod: 'whatsapp' | 'paystack' = 'whatsapp') {
  const pepper = await makeProduct(app.orm, { price: 1000, stock: 10 });
  const rice = await makeProduct(app.orm, { price: 2000, stock: 10 });
  const orderId = await placeOrder(
    app,
    [
      { id: pepper.id, name: pepper.name, price: 1000, quantity: 3 },
      { id: rice.id, name: rice.name, price: 2000, quantity: 2 },
    ],
    paymentMethod,
  );
  const stocks = async () => [await stockOf(app.orm, pepper.id), await stockOf(app.orm, rice.id)];
  expect(await stocks()).toEqual([7, 8]);
  return { orderId, stocks };
}

describe('cancelling an order (the owner)', () => {
  it('marks it cancelled with the reason and puts its stock back; a retry changes nothing more', async () => {
    const { orderId, stocks } = await twoLineOrder();
    const response = await cancel(orderId, 'Customer ordered twice by mistake');
    expect(response.status).toBe(200);
    expect(orderSchema.parse(await response.json())).toMatchObject({
      id: orderId,
      status: 'cancelled',
      cancelReason: 'Customer ordered twice by mistake',
    });
    expect(await stocks()).toEqual([10, 10]);
    const retried = await cancel(orderId, 'Another reason');
    expect(retried.status).toBe(200);
    expect(orderSchema.parse(await retried.json()).cancelReason).toBe('Customer ordered twice by mistake');
    expect(await stocks()).toEqual([10, 10]);
  });

  it('restocks once when two tabs cancel at the same moment', async () => {
    const { orderId, stocks } = await twoLineOrder();
    const answers = await Promise.all([cancel(orderId), cancel(orderId), cancel(orderId)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await stocks()).toEqual([10, 10]);
    expect((await readOrder(orderId)).status).toBe('cancelled');
  });

  it('needs a reason: without one it answers 400 and changes nothing', async () => {
    const { orderId, stocks } = await twoLineOrder();
    const response = await cancel(orderId, '  ');
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ reason: 'Say why the order is cancelled' });
    expect(await stocks()).toEqual([7, 8]);
    expect((await readOrder(orderId)).status).toBe('pending');
  });

  it('leaves a cancelled order closed: its status can no longer be set', async () => {
    const { orderId, stocks } = await twoLineOrder();
    await cancel(orderId);
    const response = await app.request(`/api/orders/${orderId}/status`, {
      method: 'PATCH',
      headers: { Authorization: app.basic.admin },
      json: { status: 'pending' },
    });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('This order is cancelled and can no longer change');
    expect(await stocks()).toEqual([10, 10]);
    // Nor can it be paid online any more.
    expect((await startPayment(app, orderId)).status).toBe(409);
  });

  it('refuses shipped and paid orders, saying what to do instead', async () => {
    const { orderId } = await twoLineOrder();
    await app.request(`/api/orders/${orderId}/status`, {
      method: 'PATCH',
      headers: { Authorization: app.basic.admin },
      json: { status: 'shipped' },
    });
    const shipped = await cancel(orderId);
    expect(shipped.status).toBe(409);
    expect((await shipped.json()).message).toBe('A shipped or delivered order cannot be cancelled');
    const paid = await twoLineOrder('paystack');
    const reference = String((await startPayment(app, paid.orderId)).body.reference);
    await env.fake.pay(reference);
    const refused = await cancel(paid.orderId);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      "Refund this order's payment first; the refund can put its stock back",
    );
    expect(await paid.stocks()).toEqual([7, 8]);
  });
});

describe('cancelling a pay-on-delivery order the owner marked paid', () => {
  it('is allowed, as before its payment was recorded: the stock goes back, the payment stays on record', async () => {
    const { orderId, stocks } = await twoLineOrder('whatsapp');
    const paid = await app.request(`/api/orders/${orderId}/status`, {
      method: 'PATCH',
      headers: { Authorization: app.basic.admin },
      json: { status: 'paid' },
    });
    const marked = orderSchema.parse(await paid.json());
    expect(marked.amountDueKobo).toBeGreaterThan(0);
    expect(marked).toMatchObject({ paymentStatus: 'paid', paidAmountKobo: marked.amountDueKobo });
    const response = await cancel(orderId);
    expect(response.status).toBe(200);
    expect(orderSchema.parse(await response.json())).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      paidAt: marked.paidAt,
      paidAmountKobo: marked.amountDueKobo,
    });
    expect(await stocks()).toEqual([10, 10]);
  });
});

describe('cancelling an unpaid online order and the reservation-expiry sweep', () => {
  const sweep = () => releaseExpiredReservations(app.orm, { reservationMinutes: 30 });
  const expire = (orderId: string) =>
    app.orm.em
      .fork()
      .execute(`update "shop_order" set "created_at" = now() - interval '31 minutes' where "id" = ?`, [
        orderId,
      ]);

  it('restock once when both run at the same time', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { orderId, stocks } = await twoLineOrder('paystack');
      await expire(orderId);
      const [cancelled] = await Promise.all([cancel(orderId), sweep(), sweep()]);
      expect(cancelled.status).toBe(200);
      expect(await stocks()).toEqual([10, 10]);
      expect(await sweep()).not.toContain(orderId);
      expect(await stocks()).toEqual([10, 10]);
    }
  });

  it('a reservation already released is cancelled without putting its stock back again', async () => {
    const { orderId, stocks } = await twoLineOrder('paystack');
    await expire(orderId);
    expect(await sweep()).toContain(orderId);
    expect(await stocks()).toEqual([10, 10]);
    expect((await cancel(orderId)).status).toBe(200);
    expect(await stocks()).toEqual([10, 10]);
    expect((await readOrder(orderId)).status).toBe('cancelled');
  });
});

describe('cancelling while the status is being changed', () => {
  it('ends either cancelled with its stock back or with the new status and its stock out, never half', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { orderId, stocks } = await twoLineOrder();
      const ship = app.request(`/api/orders/${orderId}/status`, {
        method: 'PATCH',
        headers: { Authorization: app.basic.admin },
        json: { status: 'shipped' },
      });
      const [cancelled, shipped] = await Promise.all([cancel(orderId), ship]);
      const { status } = await readOrder(orderId);
      if (status === 'cancelled') {
        expect([cancelled.status, shipped.status]).toEqual([200, 409]);
        expect(await stocks()).toEqual([10, 10]);
      } else {
        expect([status, cancelled.status, shipped.status]).toEqual(['shipped', 409, 200]);
        expect(await stocks()).toEqual([7, 8]);
      }
    }
  });
});
