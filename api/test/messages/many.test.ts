import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePaystack, startFakePaystack } from '../../src/dev/fake-paystack/server.ts';
import { WEBHOOK_PATH } from '../../src/payments/routes.ts';
import { adminHeaders as admin } from '../support/http-products.ts';
import { json, messagesOf, messagingDatabase, outbox, placeOrder, shopReady } from '../support/messages.ts';
import { SECRET } from '../support/paystack.ts';
import { waitUntil } from '../support/server-process.ts';

// Two API processes on one database, each running the queue: every order's messages are written and sent
// exactly once, whichever process placed it, paid it or picked up its jobs.

let db: Awaited<ReturnType<typeof messagingDatabase>>;
let paystack: FakePaystack;

beforeAll(async () => {
  db = await messagingDatabase('many');
  paystack = await startFakePaystack({ secretKey: SECRET });
}, 120_000);
afterAll(async () => {
  await db?.close();
  await paystack?.close();
});

describe('50 orders on two processes', () => {
  it('each gets exactly one owner alert and one confirmation, sent within 60 s', async () => {
    const env = { PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: paystack.url };
    const [one, two] = await Promise.all([db.start(env), db.start(env)]);
    paystack.webhookUrl = one!.url + WEBHOOK_PATH;
    const product = await shopReady(one!.url, 500);
    const started = Date.now();
    const orders = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const base = i % 2 ? one!.url : two!.url;
        const online = i % 3 === 0;
        const order = await placeOrder(base, product, {
          n: 100 + i,
          paymentMethod: online ? 'paystack' : 'whatsapp',
        });
        if (online) {
          const payment = await fetch(`${i % 2 ? two!.url : one!.url}/api/payments/paystack/transactions`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ orderId: order.id }),
          });
          expect(payment.status).toBe(201);
          await paystack.pay(((await payment.json()) as { reference: string }).reference);
        }
        return { ...order, n: 100 + i };
      }),
    );
    const all = async () => (await Promise.all(orders.map((order) => messagesOf(one!.url, order.id)))).flat();
    await waitUntil(async () => {
      const messages = await all();
      return messages.length >= 100 + 50 && messages.every((message) => message.status === 'sent');
    }, 60_000);
    expect(Date.now() - started).toBeLessThan(60_000);
    // A little longer: nothing more comes.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const messages = await all();
    for (const order of orders) {
      const mine = messages.filter((message) => message.orderId === order.id);
      expect(mine.filter((message) => message.template === 'order-placed-owner')).toHaveLength(1);
      const confirmations = mine.filter((message) => message.template === 'order-confirmation');
      expect(confirmations.map((message) => message.channel).sort()).toEqual(['email', 'whatsapp']);
      expect(mine).toHaveLength(3);
    }
    const caught = await outbox(two!.url);
    for (const order of orders) {
      const ref = order.id.slice(0, 8);
      expect(caught.filter((item) => item.to === `ngozi${order.n}@example.ng`)).toHaveLength(1);
      expect(
        caught.filter((item) => item.to === 'owner@ata-market.local' && item.subject?.includes(ref)),
      ).toHaveLength(1);
    }
    const paid = await fetch(
      `${one!.url}/api/orders?filter=${encodeURIComponent('{"paymentStatus":"paid"}')}`,
      {
        headers: admin,
      },
    );
    expect(((await paid.json()) as unknown[]).length).toBe(17);
  }, 120_000);
});
