/**
 * What the shop needs from a payment provider. Paystack (`paystack/`) is the one implementation; our fake
 * Paystack (`src/dev/fake-paystack/`) stands in for Paystack's servers, not for this interface.
 */

/** The shop's one currency: a charge in any other is never applied. */
export const CURRENCY = 'NGN';

/** A charge as the provider reports it: the fields the shop decides on, and the answer as received. */
export interface Charge {
  /** success, failed, abandoned, ongoing, pending, reversed… */
  status: string;
  reference: string;
  amountKobo: number;
  currency: string;
  /** When it was paid (ISO 8601), when the provider says. */
  paidAt: string | null;
  /** The provider's transaction as received, fields the shop never reads included (kept for the audit). */
  received: unknown;
}

export interface RefundMade {
  amountKobo: number;
  currency: string;
  /** pending (queued) or processed… */
  status: string;
  received: unknown;
}

export interface StartRequest {
  email: string;
  amountKobo: number;
  reference: string;
  /** Where the provider sends the shopper back. */
  callbackUrl: string;
  orderId: string;
}

/** A webhook delivery, read: refused before its content is looked at unless its signature holds. */
export type WebhookReading =
  | { kind: 'unsigned' }
  | { kind: 'malformed'; message: string }
  /** `charge` is set for a charge that succeeded and carries what the shop reads; `reference` is the raw one. */
  | { kind: 'event'; event: string; charge: Charge | null; reference: string; payload: unknown };

export interface PaymentProvider {
  initialize(request: StartRequest): Promise<{ authorizationUrl: string; reference: string }>;
  verify(reference: string): Promise<Charge>;
  /** A full refund of the charge with this reference. */
  refund(request: { reference: string; amountKobo: number; note: string }): Promise<RefundMade>;
  readWebhook(rawBody: Buffer, header: (name: string) => string | undefined): WebhookReading;
}

/** A provider call that failed: its HTTP status (0 when unreachable) and the provider's message. */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
