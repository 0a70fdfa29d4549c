import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { FakePaystack } from '../dev/fake-paystack/server.ts';
import { type Payments, paymentsOff } from './payments.ts';
import { paystackPayments } from './paystack/provider.ts';

export type PaymentMode = 'paystack' | 'fake' | 'off';

/**
 * Who takes online payments: Paystack with a secret key; without one, our fake Paystack outside production
 * (so `npm start` works with no configuration), and in production only when the operator opts in with
 * PAYMENTS_FAKE=1. Otherwise online payment is switched off: a shop in production never takes pretend
 * payments by default.
 */
export function paymentMode(config: Pick<Config, 'paystackSecretKey' | 'isProduction' | 'paymentsFake'>) {
  if (config.paystackSecretKey) return 'paystack' as const;
  return !config.isProduction || config.paymentsFake ? ('fake' as const) : ('off' as const);
}

export interface BootedPayments {
  payments: Payments;
  fake?: FakePaystack;
  close(): Promise<void>;
}

/** Payments as configured (see `paymentMode`); the fake shares a fresh secret with the shop. */
export async function paymentsFromConfig(config: Config, logger: Logger): Promise<BootedPayments> {
  const reservationMinutes = config.paymentReservationMinutes;
  const secretKey = config.paystackSecretKey;
  if (secretKey)
    return {
      payments: paystackPayments({ secretKey, baseUrl: config.paystackBaseUrl, reservationMinutes }),
      close: async () => {},
    };
  if (paymentMode(config) === 'off') {
    logger.warn(
      'online payment is switched off: NODE_ENV=production and PAYSTACK_SECRET_KEY is unset (set it, or PAYMENTS_FAKE=1 for test payments); the checkout offers the other ways to pay',
    );
    return { payments: paymentsOff(reservationMinutes), close: async () => {} };
  }
  const local = await startLocalFakePaystack(config, logger);
  const fake = local.fake;
  return {
    payments: paystackPayments({
      secretKey: local.secretKey,
      baseUrl: fake.url,
      reservationMinutes,
      testMode: true,
    }),
    fake,
    close: () => fake.close(),
  };
}

/** The dev/test fake, loaded only when chosen: production code never imports it otherwise. */
export async function startLocalFakePaystack(
  config: Pick<Config, 'fakePaystack'>,
  logger: Logger,
): Promise<{ fake: FakePaystack; secretKey: string }> {
  const local = await import('../dev/fake-paystack/local.ts');
  return local.startLocalFakePaystack(config, logger);
}

/** The shop's own webhook address as seen from this machine. */
export const localWebhookUrl = (host: string, port: number, path: string) =>
  `http://${host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host}:${port}${path}`;
