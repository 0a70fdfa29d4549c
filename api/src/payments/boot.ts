import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { type FakePaystack, startFakePaystack } from './fake-paystack/server.ts';
import type { Payments } from './payments.ts';
import { createPaystackClient } from './paystack/client.ts';

/**
 * Paystack as configured: real keys → Paystack (or PAYSTACK_BASE_URL); no secret key → our local fake
 * Paystack on a free loopback port, sharing a fresh secret with the shop, its webhooks sent to `webhookUrl`.
 */
export async function paymentsFromConfig(
  config: Config,
  logger: Logger,
): Promise<{ payments: Payments; fake?: FakePaystack; close(): Promise<void> }> {
  const reservationMinutes = config.paymentReservationMinutes;
  if (config.paystackSecretKey) {
    const secretKey = config.paystackSecretKey;
    return {
      payments: {
        paystack: createPaystackClient({ secretKey, baseUrl: config.paystackBaseUrl }),
        secretKey,
        testMode: secretKey.startsWith('sk_test_'),
        reservationMinutes,
      },
      close: async () => {},
    };
  }
  const { fake, secretKey } = await startLocalFakePaystack(config, logger);
  return {
    payments: {
      paystack: createPaystackClient({ secretKey, baseUrl: fake.url }),
      secretKey,
      testMode: true,
      reservationMinutes,
    },
    fake,
    close: () => fake.close(),
  };
}

/**
 * Our fake Paystack with a fresh secret: on loopback and a free port, or, with FAKE_PAYSTACK_PUBLIC_URL,
 * on every interface so that browsers elsewhere can open its payment page at that address.
 */
export async function startLocalFakePaystack(
  config: Pick<Config, 'fakePaystack'>,
  logger: Logger,
): Promise<{ fake: FakePaystack; secretKey: string }> {
  const secretKey = `sk_test_fake_${randomBytes(24).toString('hex')}`;
  const { publicUrl, port } = config.fakePaystack;
  const fake = await startFakePaystack({
    secretKey,
    publicUrl,
    port,
    host: publicUrl ? '0.0.0.0' : '127.0.0.1',
  });
  logger.info(
    { url: fake.url, publicUrl: publicUrl ?? fake.url },
    'PAYSTACK_SECRET_KEY is unset: payments go to the local fake Paystack',
  );
  return { fake, secretKey };
}

/** The shop's own webhook address as seen from this machine. */
export const localWebhookUrl = (host: string, port: number, path: string) =>
  `http://${host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host}:${port}${path}`;
