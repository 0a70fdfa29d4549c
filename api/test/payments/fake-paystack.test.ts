import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { startLocalFakePaystack } from '../../src/payments/boot.ts';
import { createPaystackClient } from '../../src/payments/paystack/client.ts';

const logger = pino({ level: 'silent' });

describe('where browsers reach our fake Paystack', () => {
  it('reads FAKE_PAYSTACK_PUBLIC_URL and FAKE_PAYSTACK_PORT, refusing what is not an http(s) address', () => {
    expect(loadConfig({}).fakePaystack).toEqual({ publicUrl: undefined, port: undefined });
    expect(loadConfig({ FAKE_PAYSTACK_PUBLIC_URL: 'http://192.168.1.20:3100/' }).fakePaystack).toEqual({
      publicUrl: 'http://192.168.1.20:3100',
      port: 3100,
    });
    // Behind a proxy: the public address has no port of its own; the fake listens where it is told.
    expect(
      loadConfig({ FAKE_PAYSTACK_PUBLIC_URL: 'https://pay.shop.example', FAKE_PAYSTACK_PORT: '3200' })
        .fakePaystack,
    ).toEqual({ publicUrl: 'https://pay.shop.example', port: 3200 });
    for (const bad of ['pay.shop.example', 'ftp://pay.shop.example', 'http://x.example/?a=1'])
      expect(() => loadConfig({ FAKE_PAYSTACK_PUBLIC_URL: bad })).toThrow(/FAKE_PAYSTACK_PUBLIC_URL/);
    expect(() => loadConfig({ FAKE_PAYSTACK_PORT: 'eighty' })).toThrow(/FAKE_PAYSTACK_PORT/);
  });

  it('sends shoppers to the public address, and still answers the shop on loopback', async () => {
    const config = loadConfig({
      FAKE_PAYSTACK_PUBLIC_URL: 'https://pay.shop.example',
      FAKE_PAYSTACK_PORT: '0',
    });
    const { fake, secretKey } = await startLocalFakePaystack(config, logger);
    try {
      expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const paystack = createPaystackClient({ secretKey, baseUrl: fake.url });
      const started = await paystack.initialize({
        email: 'ada@example.ng',
        amount: 250_000,
        reference: 'ata-x-1',
      });
      expect(started.authorizationUrl).toMatch(/^https:\/\/pay\.shop\.example\/checkout\/[0-9a-f]+$/);
      // The page itself is served by the fake, at the path the public address forwards.
      const page = await fetch(`${fake.url}${new URL(started.authorizationUrl).pathname}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('₦2,500');
    } finally {
      await fake.close();
    }
  });

  it('without a public address, the page is on loopback', async () => {
    const { fake, secretKey } = await startLocalFakePaystack(loadConfig({}), logger);
    try {
      const paystack = createPaystackClient({ secretKey, baseUrl: fake.url });
      const started = await paystack.initialize({ email: 'ada@example.ng', amount: 100_000 });
      expect(started.authorizationUrl.startsWith(`${fake.url}/checkout/`)).toBe(true);
    } finally {
      await fake.close();
    }
  });
});
