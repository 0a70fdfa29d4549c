import os from 'node:os';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startFakePaystack } from '../dev/fake-paystack/server.ts';
import { localWebhookUrl, paymentsFromConfig, startLocalFakePaystack } from './boot.ts';
import { signPayload } from './paystack/signature.ts';

const logger = pino({ level: 'silent' });
const PUBLIC_URL = 'https://shop.example';
const start = (reference: string, amountKobo: number) => ({
  email: 'a@example.ng',
  amountKobo,
  reference,
  callbackUrl: `${PUBLIC_URL}/checkout`,
  orderId: '00000000-0000-4000-8000-000000000000',
});

/** A logger that keeps what it logs, to read the warnings given at boot. */
function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('payments from the configuration', () => {
  it('a real secret key goes to Paystack; only an sk_test_ key is test mode', async () => {
    for (const [key, testMode] of [
      ['sk_live_abc', false],
      ['sk_test_abc', true],
    ] as const) {
      const config = loadConfig({ PAYSTACK_SECRET_KEY: key, PAYMENT_RESERVATION_MINUTES: '45' });
      const { payments, fake, close } = await paymentsFromConfig(config, logger);
      expect(payments).toMatchObject({ testMode, reservationMinutes: 45 });
      expect(payments.provider).not.toBeNull();
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
      const started = await payments.provider!.initialize(start('ata-proxy-1', 99_000));
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
      expect(first.fake?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(second.fake?.url).not.toBe(first.fake?.url);
      // The shop's client talks to that fake with that secret (the fake refuses any other with a 401).
      const started = await first.payments.provider!.initialize(start('ata-local-1', 150_000));
      expect(first.fake?.transaction(started.reference)).toMatchObject({
        amount: 150_000,
        status: 'ongoing',
      });
      await expect(second.payments.provider!.verify(started.reference)).rejects.toMatchObject({
        status: 404,
      });
    } finally {
      await first.close();
      await second.close();
    }
    // Closed: its port answers no more.
    await expect(fetch(`${first.fake!.url}/transaction/verify/x`)).rejects.toThrow();
  });

  it('each local fake gets a fresh test secret of its own', async () => {
    const config = loadConfig({});
    const first = await startLocalFakePaystack(config, logger);
    const second = await startLocalFakePaystack(config, logger);
    try {
      expect(first.secretKey).toMatch(/^sk_test_fake_[0-9a-f]{48}$/);
      expect(second.secretKey).not.toBe(first.secretKey);
      expect(signPayload('x', first.secretKey)).toHaveLength(128);
    } finally {
      await first.fake.close();
      await second.fake.close();
    }
  });

  it('in production without a key, online payment is off by default, and the log says why, once', async () => {
    const { logger: recording, lines } = recordingLogger();
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL });
    const { payments, fake, close } = await paymentsFromConfig(config, recording);
    expect(payments).toMatchObject({ provider: null, testMode: false });
    expect(fake).toBeUndefined();
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(/online payment is switched off.*PAYSTACK_SECRET_KEY.*PAYMENTS_FAKE=1/);
    await close();
  });

  it('in production, PAYMENTS_FAKE=1 is the explicit choice of the fake; a key still wins', async () => {
    const env = { NODE_ENV: 'production', PUBLIC_URL, PAYMENTS_FAKE: '1' };
    const fakeOne = await paymentsFromConfig(loadConfig(env), logger);
    try {
      expect(fakeOne.payments.testMode).toBe(true);
      const started = await fakeOne.payments.provider!.initialize(start('ata-opt-in-1', 5_000));
      expect(fakeOne.fake?.transaction(started.reference)).toMatchObject({ status: 'ongoing' });
    } finally {
      await fakeOne.close();
    }
    const keyed = await paymentsFromConfig(loadConfig({ ...env, PAYSTACK_SECRET_KEY: 'sk_live_x' }), logger);
    expect(keyed.fake).toBeUndefined();
    expect(keyed.payments.testMode).toBe(false);
    await keyed.close();
  });

  it('PAYMENTS_FAKE is 1 or 0; anything else stops the boot with its name', () => {
    expect(loadConfig({ PAYMENTS_FAKE: '0' }).paymentsFake).toBe(false);
    for (const bad of ['yes', 'true', '2'])
      expect(() => loadConfig({ PAYMENTS_FAKE: bad })).toThrow(/PAYMENTS_FAKE must be 1 or 0/);
  });

  it("the shop's webhook address from this machine: a wildcard host becomes the loopback", () => {
    for (const host of ['0.0.0.0', '::', ''])
      expect(localWebhookUrl(host, 3000, '/hook')).toBe('http://127.0.0.1:3000/hook');
    expect(localWebhookUrl('192.168.1.5', 8080, '/api/x')).toBe('http://192.168.1.5:8080/api/x');
  });
});
