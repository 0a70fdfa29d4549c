import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders as admin } from '../support/http-products.ts';
import {
  eventually,
  json,
  messagesOf,
  messagingDatabase,
  outbox,
  type Product,
  placeOrder,
  shopReady,
} from '../support/messages.ts';
import type { ServerProcess } from '../support/server-process.ts';

// `npm ci && npm start` with no configuration at all: every message goes to the local stand-ins (the SMTP
// catcher, the fake WhatsApp Graph API) and shows in the admin's Outbox.

let db: Awaited<ReturnType<typeof messagingDatabase>>;
let server: ServerProcess;
let product: Product;

beforeAll(async () => {
  db = await messagingDatabase('outbox');
  server = await db.start();
  product = await shopReady(server.url);
}, 120_000);
afterAll(async () => {
  await db?.close();
});

const sentOf = (base: string, orderId: string, template: string) =>
  eventually(async () => {
    const found = (await messagesOf(base, orderId)).filter((message) => message.template === template);
    return found.length > 0 && found.every((message) => message.status === 'sent') ? found : undefined;
  });

describe('messages with no configuration', () => {
  it('a pay-on-delivery order: the owner alert and the confirmation are in the Outbox', async () => {
    const order = await placeOrder(server.url, product, { n: 1 });
    const alert = await sentOf(server.url, order.id, 'order-placed-owner');
    const confirmation = await sentOf(server.url, order.id, 'order-confirmation');
    expect(alert.map((message) => message.channel)).toEqual(['email']);
    expect(alert[0]).toMatchObject({ audience: 'owner', recipient: 'owner@ata-market.local', attempts: 1 });
    expect(confirmation.map((message) => message.channel).sort()).toEqual(['email', 'whatsapp']);
    expect(confirmation.find((message) => message.channel === 'whatsapp')?.recipient).toBe('+2348031000001');

    const caught = await outbox(server.url);
    const ref = order.id.slice(0, 8);
    const mails = caught.filter((item) => item.channel === 'email' && item.subject?.includes(ref));
    expect(mails.map((item) => item.to).sort()).toEqual(['ngozi1@example.ng', 'owner@ata-market.local']);
    expect(caught.filter((item) => item.channel === 'whatsapp' && item.to === '+2348031000001')).toHaveLength(
      1,
    );

    const mail = mails.find((item) => item.to === 'ngozi1@example.ng')!;
    const detail = (await (
      await fetch(`${server.url}/api/outbox/${mail.id}`, { headers: admin })
    ).json()) as {
      html: string;
      text: string;
      from: string;
    };
    expect(detail.from).toContain('Ata Market');
    expect(detail.text).toContain(`/track/${order.trackingToken}`);
    expect(detail.text).toContain('Pay on delivery');
    expect(detail.html).toContain('12 Allen Avenue');
    const ownerMail = mails.find((item) => item.to === 'owner@ata-market.local')!;
    const ownerDetail = (await (
      await fetch(`${server.url}/api/outbox/${ownerMail.id}`, { headers: admin })
    ).json()) as { text: string };
    expect(ownerDetail.text).toContain(`/admin/orders/${order.id}/show`);
  });

  it('an order paid online tells nobody until it is paid', async () => {
    const order = await placeOrder(server.url, product, { n: 2, paymentMethod: 'paystack' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await messagesOf(server.url, order.id)).toEqual([]);
  });

  it('marking an order shipped twice (two tabs, two clicks) sends the shipped message once, with the note', async () => {
    const order = await placeOrder(server.url, product, { n: 3, notifyByPhone: false });
    const ship = () =>
      fetch(`${server.url}/api/orders/${order.id}/status`, {
        method: 'PATCH',
        headers: { ...json, ...admin },
        body: JSON.stringify({ status: 'shipped', note: 'Rider: Musa, 0803 000 1111' }),
      });
    const answers = await Promise.all([ship(), ship(), ship()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const again = await fetch(`${server.url}/api/orders/${order.id}`, {
      method: 'PUT',
      headers: { ...json, ...admin },
      body: JSON.stringify({ status: 'shipped' }),
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { shippingNote: string }).shippingNote).toBe(
      'Rider: Musa, 0803 000 1111',
    );
    const shipped = await sentOf(server.url, order.id, 'order-shipped');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(
      (await messagesOf(server.url, order.id)).filter((m) => m.template === 'order-shipped'),
    ).toHaveLength(1);
    expect(shipped[0]).toMatchObject({ channel: 'email', recipient: 'ngozi3@example.ng' });
    expect(shipped[0]!.body).toContain('Rider: Musa, 0803 000 1111');
  });

  it('a cancel tells the shopper, with the reason', async () => {
    const order = await placeOrder(server.url, product, { n: 4, notifyByPhone: false });
    const cancelled = await fetch(`${server.url}/api/orders/${order.id}/cancel`, {
      method: 'POST',
      headers: { ...json, ...admin },
      body: JSON.stringify({ reason: 'Out of ugu leaves' }),
    });
    expect(cancelled.status).toBe(200);
    const [message] = await sentOf(server.url, order.id, 'order-cancelled');
    expect(message!.body).toContain('Out of ugu leaves');
  });

  it('resend queues a new message with the same content, sent again', async () => {
    const order = await placeOrder(server.url, product, { n: 5, notifyByPhone: false });
    const [first] = await sentOf(server.url, order.id, 'order-confirmation');
    const resent = await fetch(`${server.url}/api/messages/${first!.id}/resend`, {
      method: 'POST',
      headers: admin,
    });
    expect(resent.status).toBe(202);
    const { id } = (await resent.json()) as { id: string };
    const again = await eventually(async () => {
      const found = (await messagesOf(server.url, order.id)).find((message) => message.id === id);
      return found?.status === 'sent' ? found : undefined;
    });
    expect(again.body).toBe(first!.body);
  });

  it('new-count counts the orders placed since a time', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    await placeOrder(server.url, product, { n: 6 });
    const answer = await fetch(`${server.url}/api/orders/new-count?since=${encodeURIComponent(since)}`, {
      headers: admin,
    });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { count: number; latest: string };
    expect(body.count).toBeGreaterThanOrEqual(1);
    expect(Date.parse(body.latest)).toBeGreaterThan(Date.parse(since));
  });

  it("the owner's alert contacts are not served publicly", async () => {
    const saved = await fetch(`${server.url}/api/settings/owner_alert_email`, {
      method: 'PUT',
      headers: { ...json, ...admin },
      body: JSON.stringify({ value: 'mama@example.ng' }),
    });
    expect(saved.status).toBe(200);
    const all = (await (await fetch(`${server.url}/api/settings`)).json()) as Record<string, string>;
    expect(all).not.toHaveProperty('owner_alert_email');
    expect(all.message_sender_name).toBe('Ata Market');
    expect((await fetch(`${server.url}/api/settings/owner_alert_email`)).status).toBe(401);
    const own = await fetch(`${server.url}/api/settings/owner_alert_email`, { headers: admin });
    expect(((await own.json()) as { value: string }).value).toBe('mama@example.ng');
  });
});
