import { PAYSTACK_CHANNELS, PAYSTACK_REFERENCE } from '@ata/core/payment';
import { z } from 'zod';

/**
 * The subset of Paystack's documented API (PaystackOSS/openapi, dist/paystack.yaml) that the shop uses.
 * Both our client and our fake Paystack hold to these shapes.
 */

export const initializeRequestSchema = z.object({
  email: z.string().min(3).max(320),
  /** Smallest currency unit (kobo), an integer. */
  amount: z.number().int().positive().max(100_000_000_000),
  currency: z.literal('NGN').optional(),
  reference: z.string().regex(PAYSTACK_REFERENCE).optional(),
  channels: z
    .array(z.enum([...PAYSTACK_CHANNELS, 'qr', 'eft', 'mobile_money']))
    .max(7)
    .optional(),
  callback_url: z.url().max(2_000).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type InitializeRequest = z.infer<typeof initializeRequestSchema>;

/*
 * Answers are parsed for the fields the shop reads and otherwise kept as received (loose objects): a field
 * Paystack adds, drops or reshapes that we never read must not stop a paid order from being confirmed.
 */

export const initializeResponseSchema = z.looseObject({
  status: z.literal(true),
  data: z.looseObject({ authorization_url: z.url(), reference: z.string() }),
});
export type InitializeResponse = z.infer<typeof initializeResponseSchema>;

/** status: success, failed, abandoned, ongoing, pending, processing, queued, reversed. */
export const transactionSchema = z.looseObject({
  status: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  paid_at: z.string().nullish(),
  metadata: z.unknown().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const verifyResponseSchema = z.looseObject({ status: z.literal(true), data: transactionSchema });
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

/** POST /refund: a full refund when `amount` is left out. */
export const refundRequestSchema = z.object({
  /** The transaction's reference or id. */
  transaction: z.string().min(1).max(100),
  amount: z.number().int().positive().max(100_000_000_000).optional(),
  currency: z.literal('NGN').optional(),
  customer_note: z.string().max(500).optional(),
  merchant_note: z.string().max(500).optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** The refund as created: queued by Paystack (`pending`), processed later. */
export const refundSchema = z.looseObject({
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundResponseSchema = z.looseObject({ status: z.literal(true), data: refundSchema });

/** A webhook body: `{ event, data }`; `charge.success` carries a transaction. */
export const webhookEventSchema = z.looseObject({ event: z.string().max(100), data: z.unknown() });
export const chargeSuccessSchema = z.looseObject({
  event: z.literal('charge.success'),
  data: transactionSchema,
});
