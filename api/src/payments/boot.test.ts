import os from 'node:os';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { localWebhookUrl, paymentsFromConfig, startLocalFakePaystack } from './boot.ts';
import { startFakePaystack } from './fake-paystack/server.ts';
import { signPayload } from './paystack/signature.ts';

const logger = pino({ level: 'silent' });

describe('payments from the configuration', () => {
  it('a real secret key goes to Paystack; only an sk_test_ key is test mode', async () => {
    for (const [key, testMode] of [
      ['sk_live_abc', false],
      ['sk_test_abc', true],
    ] as const) {
      const config = loadConfig({ PAYSTACK_SECRET_KEY: key, PAYMENT_RESERVATION_MINUTES: '45' });
      const { payments, fake, close } = await paymentsFromConfig(config, logger);
      expect(payments).toMatchObject({ secretKey: key, testMode, reservationMinutes: 45 });
      expect(fake).toBeUndefined();
      await close();
    }
  });

  it('a real key goes, as the Bearer token, to PAYSTACK_BASE_URL when set', async () => {
    const secretKey = 'sk_test_behind_a_proxy';
    const paystack = await startFakePaystack({ secretKey });
    try {
      const config = loadConfig({ PAYSTACK_SECRET_KEY: secretKey, PAYSTACK_BASE_URL: paystack.url });
      const { payments, close } = await paymentsFromConfig(config, logger);
      const started = await payments.paystack.initialize({ email: 'a@example.ng', amount: 99_000 });
      // Our fake refuses any other key with a 401, so the transaction exists only if both reached it.
      expect(paystack.transaction(started.reference)).toMatchObject({ amount: 99_000, status: 'ongoing' });
      await close();
    } finally {
      await paystack.close();
    }
  });

  it('with a public URL the local fake listens on every interface; without one, on the loopback only', async () => {
    // Another address of this machine: a LAN one, else another loopback one (Linux routes 127/8 to lo).
    const elsewhere =
      Object.values(os.networkInterfaces())
        .flat()
        .find((a) => a?.family === 'IPv4' && !a.internal)?.address ?? '127.0.0.2';
    const answersAt = (host: string, port: string) =>
      fetch(`http://${host}:${port}/transaction/verify/x`).then(
        (response) => response.status,
        () => 'unreachable',
      );
    for (const [publicUrl, expected] of [
      ['http://pay.shop.example', 401],
      [undefined, 'unreachable'],
    ] as const) {
      const config = loadConfig({ FAKE_PAYSTACK_PUBLIC_URL: publicUrl, FAKE_PAYSTACK_PORT: '0' });
      const { fake } = await startLocalFakePaystack(config, logger);
      try {
        const port = new URL(fake.url).port;
        expect(await answersAt('127.0.0.1', port)).toBe(401);
        expect(await answersAt(elsewhere, port), `${publicUrl} at ${elsewhere}`).toBe(expected);
      } finally {
        await fake.close();
      }
    }
  });

  it('without a key: the local fake Paystack, in test mode, with a fresh secret it shares', async () => {
    const config = loadConfig({});
    const first = await paymentsFromConfig(config, logger);
    const second = await paymentsFromConfig(config, logger);
    try {
      expect(first.payments.testMode).toBe(true);
      expect(first.payments.secretKey).toMatch(/^sk_test_fake_[0-9a-f]{48}$/);
      expect(second.payments.secretKey).not.toBe(first.payments.secretKey);
      expect(first.fake?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      // The shop's client talks to that fake with that secret.
      const started = await first.payments.paystack.initialize({ email: 'a@example.ng', amount: 150_000 });
      expect(first.fake?.transaction(started.reference)).toMatchObject({
        amount: 150_000,
        status: 'ongoing',
      });
      expect(signPayload('x', first.payments.secretKey)).toHaveLength(128);
    } finally {
      await first.close();
      await second.close();
    }
    // Closed: its port answers no more.
    await expect(fetch(`${first.fake!.url}/transaction/verify/x`)).rejects.toThrow();
  });

  it("the shop's webhook address from this machine: a wildcard host becomes the loopback", () => {
    for (const host of ['0.0.0.0', '::', ''])
      expect(localWebhookUrl(host, 3000, '/hook')).toBe('http://127.0.0.1:3000/hook');
    expect(localWebhookUrl('192.168.1.5', 8080, '/api/x')).toBe('http://192.168.1.5:8080/api/x');
  });
});
