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

export const initializeResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ authorization_url: z.url(), access_code: z.string(), reference: z.string() }),
});
export type InitializeResponse = z.infer<typeof initializeResponseSchema>;

/** success, failed, abandoned, ongoing, pending, processing, queued, reversed. */
export const transactionSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  status: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  channel: z.string().nullish(),
  gateway_response: z.string().nullish(),
  paid_at: z.string().nullish(),
  created_at: z.string().nullish(),
  metadata: z.unknown().optional(),
  customer: z.looseObject({ email: z.string().optional() }).optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const verifyResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: transactionSchema,
});
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
export const refundSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  transaction: z.union([z.number().int(), z.looseObject({ reference: z.string().optional() })]),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: refundSchema,
});

/** A webhook body: `{ event, data }`; `charge.success` carries a transaction. */
export const webhookEventSchema = z.object({ event: z.string().max(100), data: z.unknown() });
export const chargeSuccessSchema = z.object({
  event: z.literal('charge.success'),
  data: transactionSchema,
});

export const errorResponseSchema = z.object({ status: z.literal(false), message: z.string() });
