import { messages } from '@ata/core/site';
import { conflict, notFound, providerFailed } from '../errors.ts';
import type { Payments } from './payments.ts';
import { type PaymentProvider, ProviderError } from './provider.ts';

/** The provider, or a 409 saying online payment is switched off (production without a Paystack key). */
export function requireProvider(payments: Payments): PaymentProvider {
  if (!payments.provider) throw conflict(messages.onlinePaymentOff);
  return payments.provider;
}

/** A provider failure as the client sees it: an unknown payment is a 404, anything else a 502. */
export const providerFailure = (error: unknown): never => {
  if (error instanceof ProviderError) {
    if (error.status === 404) throw notFound('Payment not found');
    throw providerFailed(`The payment provider did not answer: ${error.message}`);
  }
  throw error;
};
