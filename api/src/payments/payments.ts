import { type PaymentProvider, ProviderError } from './provider.ts';

/** What the payment routes and the expiry sweep need, built once at boot (payments/boot.ts) or by a test. */
export interface Payments {
  /** Who takes online payments; null when online payment is switched off (nothing can be paid online). */
  provider: PaymentProvider | null;
  /** Payments go to a test account or our fake Paystack: the checkout says it is a test payment. */
  testMode: boolean;
  /** How long an unpaid online order keeps its stock. */
  reservationMinutes: number;
}

export const DEFAULT_RESERVATION_MINUTES = 30;

/** Online payment switched off: the checkout offers the other ways to pay. */
export const paymentsOff = (reservationMinutes = DEFAULT_RESERVATION_MINUTES): Payments => ({
  provider: null,
  testMode: false,
  reservationMinutes,
});

/**
 * A provider that refuses every call, for apps built without payments (some tests): what a Paystack that
 * cannot be reached looks like. Its webhooks never pass the signature check.
 */
export function paymentsUnavailable(): Payments {
  const refuse = async (): Promise<never> => {
    throw new ProviderError(503, 'Online payment is not configured');
  };
  return {
    provider: {
      initialize: refuse,
      verify: refuse,
      refund: refuse,
      readWebhook: () => ({ kind: 'unsigned' }),
    },
    testMode: true,
    reservationMinutes: DEFAULT_RESERVATION_MINUTES,
  };
}
