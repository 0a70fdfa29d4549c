import { z } from 'zod/mini';
import { QUANTITY_MAX } from '../cart/names.ts';
import { checked } from '../validation/schema.ts';
import { PAYSTACK_REFERENCE, paymentEventSources, paymentStatuses } from './rules.ts';

export const paymentStatusSchema = z.enum(paymentStatuses);

export const paymentReferenceSchema = z
  .string()
  .check(z.trim(), z.regex(PAYSTACK_REFERENCE, 'Invalid payment reference'));

/** POST /api/payments/paystack/transactions: start (or retry) paying an order online. */
export const startPaymentSchema = z.object({ orderId: z.uuid('Invalid order id') });
export type StartPayment = z.infer<typeof startPaymentSchema>;

export const startedPaymentSchema = z.object({
  reference: z.string(),
  authorizationUrl: z.url(),
  amountKobo: z.int(),
});
export type StartedPayment = z.infer<typeof startedPaymentSchema>;

/** What the return page learns from the server about one payment (nothing personal). */
export const paymentResultSchema = z.object({
  orderId: z.uuid(),
  reference: z.string(),
  paymentStatus: paymentStatusSchema,
  /** Paystack's own status of this transaction (success, failed, abandoned, ongoing…). */
  transactionStatus: z.string(),
  amountKobo: z.int(),
  /** The reservation ran out before payment: the stock went back on sale. */
  expired: z.boolean(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/**
 * GET /api/payments/config: who takes online payments (null: online payment is switched off, so the
 * checkout offers only the other ways to pay) and whether they are test payments.
 */
export const paymentConfigSchema = z.object({
  provider: z.nullable(z.literal('paystack')),
  testMode: z.boolean(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/**
 * POST /api/payments/orders/:id/refund (admin): which lines go back to stock and how many of each (the
 * owner's choice: goods that came back unopened). No body, or no lines: nothing is restocked.
 */
export const refundRequestSchema = z.object({
  restock: z._default(
    checked(
      z.array(
        z.object({
          productId: z.uuid('Invalid product id'),
          /** The size (absent: every size of the product in the order, in order). */
          variantId: z.optional(z.uuid('Invalid size id')),
          quantity: checked(
            z.int(),
            z.gte(0),
            z.lte(QUANTITY_MAX, `Quantity must be at most ${QUANTITY_MAX}`),
          ),
        }),
      ),
      z.maxLength(100),
    ),
    [],
  ),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** POST /api/payments/orders/:id/refund (admin): the order's payment after the owner refunded it. */
export const refundedPaymentSchema = z.object({
  orderId: z.uuid(),
  reference: z.string(),
  paymentStatus: z.literal('refunded'),
  /** What Paystack was asked to return to the shopper, in kobo. */
  refundedKobo: z.int(),
  /** Paystack's status of the refund (pending, processing, processed…); stored, not awaited. */
  refundStatus: z.string(),
  /** The order had been refunded already: nothing was sent to Paystack this time. */
  alreadyRefunded: z.boolean(),
  /** What went back to stock with this refund (none when it was refunded before, or expired/cancelled). */
  restocked: z.array(
    z.object({ productId: z.string(), variantId: z.optional(z.string()), quantity: z.int() }),
  ),
});
export type RefundedPayment = z.infer<typeof refundedPaymentSchema>;

/** One stored payment event, as the owner audits it. */
export const paymentEventSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  source: z.enum(paymentEventSources),
  event: z.string(),
  amountKobo: z.nullable(z.int()),
  currency: z.nullable(z.string()),
  outcome: z.enum(['applied', 'duplicate', 'flagged', 'ignored']),
  note: z.nullable(z.string()),
  receivedAt: z.string(),
  payload: z.unknown(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;
