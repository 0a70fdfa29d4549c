import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailySummary, lagosTime } from '../../src/messages/summary.ts';
import { allSettings } from '../../src/settings/service.ts';
import { orderRow, productAndOrder, startPayment } from '../payments/helpers.ts';
import { setSettings } from '../support/order-limits.ts';
import { startPaymentsApp } from '../support/paystack.ts';
import type { TestApp } from '../support/test-app.ts';

// Without a worker running (createApp alone), what an order change leaves for the queue: the jobs it
// enqueued in its own transaction, and its timeline; a refused change leaves nothing.

let env: Awaited<ReturnType<typeof startPaymentsApp>>;
let app: TestApp;
beforeAll(async () => {
  env = await startPaymentsApp();
  app = env.app;
});
afterAll(() => env.close());

/** The order events waiting in graphile-worker's queue for this order. */
const eventsQueued = async (orderId: string) =>
  (
    await app.orm.em
      .fork()
      .execute<{ payload: { orderId: string; templates: string[] } }[]>(
        `select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'order-event' order by j.id`,
      )
  )
    .map((row) => row.payload)
    .filter((payload) => payload.orderId === orderId)
    .flatMap((payload) => payload.templates);

const timeline = async (orderId: string) =>
  (
    await app.orm.em
      .fork()
      .execute<{ status: string }[]>(
        'select status from order_status_change where order_id = ? order by at',
        [orderId],
      )
  ).map((row) => row.status);

describe('jobs enqueued in the transaction of the change', () => {
  it('paid online, refunded: alert and confirmation when paid, the refund message, and the timeline', async () => {
    const { orderId } = await productAndOrder(app, 6_000, 1);
    expect(await eventsQueued(orderId)).toEqual([]);
    const reference = String((await startPayment(app, orderId)).body.reference);
    await env.fake.pay(reference);
    expect((await orderRow(app.orm, orderId)).paymentStatus).toBe('paid');
    expect(await eventsQueued(orderId)).toEqual(['order-placed-owner', 'order-confirmation']);
    // Refused (paid: refund first): rolled back, nothing enqueued.
    const cancel = await app.request(`/api/orders/${orderId}/cancel`, {
      method: 'POST',
      headers: { Authorization: app.basic.admin },
      json: { reason: 'Changed my mind' },
    });
    expect(cancel.status).toBe(409);
    const refund = await app.request(`/api/payments/orders/${orderId}/refund`, {
      method: 'POST',
      headers: { Authorization: app.basic.admin },
    });
    expect(refund.status).toBe(200);
    expect(await eventsQueued(orderId)).toEqual([
      'order-placed-owner',
      'order-confirmation',
      'order-refunded',
    ]);
    expect(await timeline(orderId)).toEqual(['pending', 'paid', 'refunded']);
  });

  it('a status set again to what it is enqueues nothing more', async () => {
    const { orderId } = await productAndOrder(app, 2_000, 1);
    const set = (status: string) =>
      app.request(`/api/orders/${orderId}/status`, {
        method: 'PATCH',
        headers: { Authorization: app.basic.admin },
        json: { status },
      });
    expect((await set('confirmed')).status).toBe(200);
    expect((await set('confirmed')).status).toBe(200);
    const ship = (note: string) =>
      app.request(`/api/orders/${orderId}/status`, {
        method: 'PATCH',
        headers: { Authorization: app.basic.admin },
        json: { status: 'shipped', note },
      });
    expect((await ship('Rider: Musa')).status).toBe(200);
    // A corrected note is kept; the shopper is not told twice.
    const corrected = await ship('Rider: Musa, 0803 000 1111');
    expect(((await corrected.json()) as { shippingNote: string }).shippingNote).toBe(
      'Rider: Musa, 0803 000 1111',
    );
    expect((await set('delivered')).status).toBe(200);
    expect(await eventsQueued(orderId)).toEqual([
      'order-status-processing',
      'order-shipped',
      'order-delivered',
    ]);
    expect(await timeline(orderId)).toEqual(['pending', 'confirmed', 'shipped', 'delivered']);
  });
});

describe('the daily summary', () => {
  it("is written at the owner's time (Lagos) to her address, and not at another minute", async () => {
    const now = new Date();
    await setSettings(app.orm, { daily_summary_time: lagosTime(now), owner_alert_email: 'mama@example.ng' });
    const context = {
      channels: { email: { send: async () => ({ providerId: null }) } },
      publicUrl: 'https://shop.example',
      fallbackOwnerEmail: undefined,
    };
    const em = app.orm.em.fork();
    const settings = await allSettings(em);
    expect(
      await em.transactional((tx) => dailySummary(tx, settings, context, new Date(now.getTime() + 60_000))),
    ).toBe(0);
    expect(await em.transactional((tx) => dailySummary(tx, settings, context, now))).toBe(1);
    const [row] = await app.orm.em
      .fork()
      .execute<{ recipient: string; body: string }[]>(
        `select recipient, body from order_message where template = 'daily-summary'`,
      );
    expect(row?.recipient).toBe('mama@example.ng');
    expect(row?.body).toContain('Orders in the last 24 hours:');
    expect(row?.body).toContain('https://shop.example/admin');
  });
});
