import { PAYSTACK_CHANNELS } from '@ata/core/payment';
import type { Payments } from '../payments.ts';
import { type Charge, CURRENCY, type PaymentProvider, type WebhookReading } from '../provider.ts';
import { createPaystackClient } from './client.ts';
import { chargeSuccessSchema, type Transaction, webhookEventSchema } from './schemas.ts';
import { isValidSignature } from './signature.ts';

const REFERENCE_MAX = 100;

const chargeOf = (transaction: Transaction): Charge => ({
  status: transaction.status,
  reference: transaction.reference,
  amountKobo: transaction.amount,
  currency: transaction.currency,
  paidAt: transaction.paid_at ?? null,
  received: transaction,
});

/** The raw `data.reference` of any event, for the audit of events the shop does not use. */
const rawReference = (data: unknown): string => {
  const reference = (data as { reference?: unknown } | null)?.reference;
  return typeof reference === 'string' ? reference.slice(0, REFERENCE_MAX) : '';
};

/** Signature over the exact bytes first (`x-paystack-signature`), then JSON, then the event's shape. */
function readWebhook(rawBody: Buffer, signature: string | undefined, secretKey: string): WebhookReading {
  if (!isValidSignature(rawBody, signature, secretKey)) return { kind: 'unsigned' };
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { kind: 'malformed', message: 'Malformed JSON body' };
  }
  const event = webhookEventSchema.safeParse(payload);
  if (!event.success) return { kind: 'malformed', message: 'Not a Paystack event' };
  const charge = event.data.event === 'charge.success' ? chargeSuccessSchema.safeParse(payload) : undefined;
  return {
    kind: 'event',
    event: event.data.event,
    charge: charge?.success ? chargeOf(charge.data.data) : null,
    reference: rawReference(event.data.data),
    payload,
  };
}

/** Paystack behind the shop's PaymentProvider; `baseUrl` is the real API unless set (a proxy, our fake). */
export function paystackProvider(options: {
  secretKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
}): PaymentProvider {
  const client = createPaystackClient(options);
  return {
    initialize: (request) =>
      client.initialize({
        email: request.email,
        amount: request.amountKobo,
        currency: CURRENCY,
        reference: request.reference,
        channels: [...PAYSTACK_CHANNELS],
        callback_url: request.callbackUrl,
        metadata: { orderId: request.orderId },
      }),
    verify: async (reference) => chargeOf(await client.verify(reference)),
    refund: async (request) => {
      const refund = await client.refund({
        transaction: request.reference,
        amount: request.amountKobo,
        merchant_note: request.note,
      });
      return {
        amountKobo: refund.amount,
        currency: refund.currency,
        status: refund.status,
        received: refund,
      };
    },
    readWebhook: (rawBody, header) => readWebhook(rawBody, header('x-paystack-signature'), options.secretKey),
  };
}

/** Payments through Paystack with this key; test mode for an `sk_test_` key unless told. */
export const paystackPayments = (options: {
  secretKey: string;
  baseUrl?: string;
  reservationMinutes: number;
  testMode?: boolean;
  fetch?: typeof fetch;
}): Payments => ({
  provider: paystackProvider(options),
  testMode: options.testMode ?? options.secretKey.startsWith('sk_test_'),
  reservationMinutes: options.reservationMinutes,
});
