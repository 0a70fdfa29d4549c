import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { localWebhookUrl, paymentsFromConfig } from './boot.ts';
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
