import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders as admin } from '../support/http-products.ts';
import {
  eventually,
  messagesOf,
  messagingDatabase,
  outbox,
  placeOrder,
  shopReady,
} from '../support/messages.ts';

// The job is enqueued in the order's own transaction: a process killed (-9) after committing an order and
// before sending anything loses nothing; the next process to run the queue sends it, once.

let db: Awaited<ReturnType<typeof messagingDatabase>>;

beforeAll(async () => {
  db = await messagingDatabase('crash');
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe('kill -9 before the messages were sent', () => {
  it('a restarted process sends them, once', async () => {
    // WORKER_CONCURRENCY=0: this process commits orders and runs no job, so nothing is sent before the kill.
    const first = await db.start({ WORKER_CONCURRENCY: '0' });
    const product = await shopReady(first.url);
    const order = await placeOrder(first.url, product, { n: 9 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await messagesOf(first.url, order.id)).toEqual([]);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await db.start();
    const sent = await eventually(async () => {
      const messages = await messagesOf(second.url, order.id);
      return messages.length === 3 && messages.every((message) => message.status === 'sent')
        ? messages
        : undefined;
    });
    expect(sent.map((message) => `${message.template}/${message.channel}`).sort()).toEqual([
      'order-confirmation/email',
      'order-confirmation/whatsapp',
      'order-placed-owner/email',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const caught = await outbox(second.url);
    expect(caught.filter((item) => item.to === 'ngozi9@example.ng')).toHaveLength(1);
    expect(caught.filter((item) => item.subject?.includes(order.id.slice(0, 8)))).toHaveLength(2);
    expect(await messagesOf(second.url, order.id)).toHaveLength(3);
  }, 120_000);
});

describe('the reservation sweep on the queue, two processes', () => {
  it('releases each expired online order once', async () => {
    // A database of its own: the processes above run the sweep with the default reservation.
    const own = await messagingDatabase('sweep');
    const env = { PAYMENT_RESERVATION_MINUTES: '0', PAYMENT_SWEEP_SECONDS: '1' };
    try {
      await releaseOnTwoProcesses(own, env);
    } finally {
      await own.close();
    }
  }, 120_000);
});

/** 20 online orders left unpaid past a 0-minute reservation, two processes sweeping every second. */
async function releaseOnTwoProcesses(
  db: Awaited<ReturnType<typeof messagingDatabase>>,
  env: Record<string, string>,
) {
  const [one, two] = await Promise.all([db.start(env), db.start(env)]);
  const product = await shopReady(one.url, 30);
  const orders = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      placeOrder(i % 2 ? one.url : two.url, product, { n: 200 + i, paymentMethod: 'paystack' }),
    ),
  );
  const released = await eventually(async () => {
    const rows = await Promise.all(
      orders.map(
        async (order) =>
          (await (await fetch(`${two.url}/api/orders/${order.id}`, { headers: admin })).json()) as {
            stockReleasedAt: string | null;
          },
      ),
    );
    return rows.every((row) => row.stockReleasedAt) ? rows : undefined;
  }, 30_000);
  expect(released).toHaveLength(20);
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const stock = ((await (await fetch(`${one.url}/api/products/${product.id}`)).json()) as { stock: number })
    .stock;
  expect(stock).toBe(30);
}
