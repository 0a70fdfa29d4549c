import { z } from 'zod';

/** Payment state, kept apart from the order's own status (pending, paid, shipped, delivered). */
export const paymentStatuses = ['unpaid', 'paid', 'failed', 'refunded'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentStatusOptions: readonly { value: PaymentStatus; label: string; color: string }[] = [
  { value: 'unpaid', label: 'Unpaid', color: 'yellow' },
  { value: 'paid', label: 'Paid', color: 'green' },
  { value: 'failed', label: 'Failed', color: 'red' },
  { value: 'refunded', label: 'Refunded', color: 'purple' },
];

/** The channels a Paystack checkout offers for our orders. */
export const PAYSTACK_CHANNELS = ['card', 'bank', 'ussd', 'bank_transfer'] as const;

/** Paystack allows only alphanumerics and `-`, `.`, `=` in a reference; ours also bind it to the order. */
export const PAYSTACK_REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

/** `ata-<order id>-<attempt>`: each retry is a new Paystack transaction for the same order. */
export const paymentReference = (orderId: string, attempt: number): string => `ata-${orderId}-${attempt}`;

const REFERENCE_PARTS = /^ata-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([1-9]\d{0,5})$/;

export function parsePaymentReference(reference: string): { orderId: string; attempt: number } | null {
  const match = REFERENCE_PARTS.exec(reference);
  return match ? { orderId: match[1]!, attempt: Number(match[2]) } : null;
}

export const paymentReferenceSchema = z
  .string()
  .trim()
  .regex(PAYSTACK_REFERENCE, 'Invalid payment reference');

/** POST /api/payments/paystack/transactions: start (or retry) paying an order online. */
export const startPaymentSchema = z.object({ orderId: z.uuid('Invalid order id') });
export type StartPayment = z.infer<typeof startPaymentSchema>;

export const startedPaymentSchema = z.object({
  reference: z.string(),
  authorizationUrl: z.url(),
  amountKobo: z.number().int(),
});
export type StartedPayment = z.infer<typeof startedPaymentSchema>;

/** What the return page learns from the server about one payment (nothing personal). */
export const paymentResultSchema = z.object({
  orderId: z.uuid(),
  reference: z.string(),
  paymentStatus: paymentStatusSchema,
  /** Paystack's own status of this transaction (success, failed, abandoned, ongoing…). */
  transactionStatus: z.string(),
  amountKobo: z.number().int(),
  /** The reservation ran out before payment: the stock went back on sale. */
  expired: z.boolean(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** GET /api/payments/config: whether payments go to the built-in test double. */
export const paymentConfigSchema = z.object({ provider: z.literal('paystack'), testMode: z.boolean() });
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** POST /api/payments/orders/:id/refund (admin): the order's payment after the owner refunded it. */
export const refundedPaymentSchema = z.object({
  orderId: z.uuid(),
  reference: z.string(),
  paymentStatus: z.literal('refunded'),
  /** What Paystack was asked to return to the shopper, in kobo. */
  refundedKobo: z.number().int(),
  /** Paystack's status of the refund (pending, processing, processed…); stored, not awaited. */
  refundStatus: z.string(),
  /** The order had been refunded already: nothing was sent to Paystack this time. */
  alreadyRefunded: z.boolean(),
});
export type RefundedPayment = z.infer<typeof refundedPaymentSchema>;

/** Where a stored payment event came from: Paystack's webhook, a verification, or the owner (refund). */
export const paymentEventSources = ['webhook', 'verify', 'admin'] as const;

/** One stored payment event, as the owner audits it. */
export const paymentEventSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  source: z.enum(paymentEventSources),
  event: z.string(),
  amountKobo: z.number().int().nullable(),
  currency: z.string().nullable(),
  outcome: z.enum(['applied', 'duplicate', 'flagged', 'ignored']),
  note: z.string().nullable(),
  receivedAt: z.string(),
  payload: z.unknown(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;
