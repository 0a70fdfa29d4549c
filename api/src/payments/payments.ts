import { randomBytes } from 'node:crypto';
import { type PaystackClient, PaystackError } from './paystack/client.ts';

/** What the payment routes and the expiry sweep need, built once at boot (server.ts) or by a test. */
export interface Payments {
  paystack: PaystackClient;
  /** Verifies webhook signatures (HMAC-SHA512 of the raw body). */
  secretKey: string;
  /** Payments go to our local fake Paystack: the checkout says it is a test payment. */
  testMode: boolean;
  /** How long an unpaid online order keeps its stock. */
  reservationMinutes: number;
}

export const DEFAULT_RESERVATION_MINUTES = 30;

/** Payments that refuse to start (no Paystack configured), for apps built without them (some tests). */
export function paymentsUnavailable(): Payments {
  const refuse = async (): Promise<never> => {
    throw new PaystackError(503, 'Online payment is not configured');
  };
  return {
    paystack: { initialize: refuse, verify: refuse, refund: refuse },
    secretKey: randomBytes(32).toString('hex'),
    testMode: true,
    reservationMinutes: DEFAULT_RESERVATION_MINUTES,
  };
}
