import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// Stand-ins told to fail (FAKE_MESSAGES_FAIL) and a retry window shortened by configuration: a message
// that fails 3 times arrives on the 4th attempt, one that always fails ends `failed` (WhatsApp then goes
// by SMS); WhatsApp's status callbacks count only when signed with the app secret.

const SECRET = 'whatsapp-app-secret-for-tests';
let flaky: Awaited<ReturnType<typeof messagingDatabase>>;
let signed: Awaited<ReturnType<typeof messagingDatabase>>;
let failing: ServerProcess;
let server: ServerProcess;
let product: Product;

beforeAll(async () => {
  flaky = await messagingDatabase('retries');
  signed = await messagingDatabase('webhook');
  [failing, server] = await Promise.all([
    flaky.start({
      FAKE_MESSAGES_FAIL: 'email:3,whatsapp:always',
      MESSAGE_RETRY_DELAY_MS: '200',
      MESSAGE_RETRY_WINDOW_SECONDS: '8',
    }),
    signed.start({ WHATSAPP_APP_SECRET: SECRET, WHATSAPP_VERIFY_TOKEN: 'verify-me' }),
  ]);
  product = await shopReady(failing.url);
}, 120_000);
afterAll(async () => {
  await flaky?.close();
  await signed?.close();
});

describe('retries', () => {
  it('an e-mail refused 3 times arrives on the 4th attempt; WhatsApp always refused ends failed, then SMS', async () => {
    const order = await placeOrder(failing.url, product, { n: 7 });
    const email = await eventually(async () => {
      const found = (await messagesOf(failing.url, order.id)).find(
        (message) => message.template === 'order-confirmation' && message.channel === 'email',
      );
      return found?.status === 'sent' ? found : undefined;
    }, 30_000);
    expect(email.attempts).toBe(4);
    expect(email.lastError).toContain('FAKE_MESSAGES_FAIL');
    expect((await outbox(failing.url)).filter((item) => item.to === 'ngozi7@example.ng')).toHaveLength(1);

    const whatsapp = await eventually(async () => {
      const found = (await messagesOf(failing.url, order.id)).find(
        (message) => message.template === 'order-confirmation' && message.channel === 'whatsapp',
      );
      return found?.status === 'failed' ? found : undefined;
    }, 30_000);
    expect(whatsapp.attempts).toBeGreaterThanOrEqual(3);
    expect(whatsapp.lastError).toContain('503');
    const sms = await eventually(async () => {
      const found = (await messagesOf(failing.url, order.id)).find((message) => message.channel === 'sms');
      return found?.status === 'sent' ? found : undefined;
    }, 30_000);
    expect(sms.recipient).toBe('+2348031000007');
  });
});

const sign = (body: string, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const callback = (providerId: string, status: string) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              statuses: [{ id: providerId, status, timestamp: '1700000000', recipient_id: '2348031000008' }],
            },
          },
        ],
      },
    ],
  });
const deliver = (body: string, signature?: string) =>
  fetch(`${server.url}/api/messages/whatsapp/webhook`, {
    method: 'POST',
    headers: { ...json, ...(signature ? { 'X-Hub-Signature-256': signature } : {}) },
    body,
  });

describe('WhatsApp status callbacks', () => {
  it('refuses a bad or missing signature with 401 and changes nothing; a signed one moves the message on', async () => {
    const own = await shopReady(server.url);
    const order = await placeOrder(server.url, own, { n: 8 });
    const whatsapp = await eventually(async () => {
      const found = (await messagesOf(server.url, order.id)).find(
        (message) => message.channel === 'whatsapp' && message.template === 'order-confirmation',
      );
      return found?.status === 'sent' && found.providerId ? found : undefined;
    });
    const read = callback(whatsapp.providerId!, 'read');
    expect((await deliver(read, sign(read, 'not-the-secret'))).status).toBe(401);
    expect((await deliver(read)).status).toBe(401);
    expect((await deliver(read, `${sign(read)}00`)).status).toBe(401);
    const tampered = read.replace('"read"', '"failed"');
    expect((await deliver(tampered, sign(read))).status).toBe(401);
    const after = (await messagesOf(server.url, order.id)).find((message) => message.id === whatsapp.id);
    expect(after?.status).toBe('sent');

    const delivered = callback(whatsapp.providerId!, 'delivered');
    expect((await deliver(delivered, sign(delivered))).status).toBe(200);
    expect((await messagesOf(server.url, order.id)).find((m) => m.id === whatsapp.id)?.status).toBe(
      'delivered',
    );
    expect((await deliver(read, sign(read))).status).toBe(200);
    // A late "delivered" does not move a read message back.
    expect((await deliver(delivered, sign(delivered))).status).toBe(200);
    expect((await messagesOf(server.url, order.id)).find((m) => m.id === whatsapp.id)?.status).toBe('read');
  });

  it("answers Meta's subscription handshake only with the verify token", async () => {
    const url = `${server.url}/api/messages/whatsapp/webhook?hub.mode=subscribe&hub.challenge=1158201444`;
    const good = await fetch(`${url}&hub.verify_token=verify-me`);
    expect(good.status).toBe(200);
    expect(await good.text()).toBe('1158201444');
    expect((await fetch(`${url}&hub.verify_token=wrong`)).status).toBe(403);
  });
});
