import {
  paymentConfigSchema,
  paymentEventSchema,
  paymentReferenceSchema,
  paymentResultSchema,
  refundedPaymentSchema,
  refundRequestSchema,
  startedPaymentSchema,
  startPaymentSchema,
} from '@ata/core/payment';
import { keySchema } from '@ata/core/validation';

import getRawBody from 'raw-body';
import * as z from 'zod/mini';
import { notFound } from '../errors.ts';
import { bodyError } from '../http/error-handler.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import { ok } from '../http/responses.ts';
import { defineRoute } from '../http/route.ts';
import { linesMoved, markStockMoved } from '../products/stock-answers.ts';
import type { Payments } from './payments.ts';
import { PaymentService } from './service.ts';

export const WEBHOOK_PATH = '/api/payments/paystack/webhook';
const WEBHOOK_BODY_LIMIT = '100kb';

/** Where Paystack sends the shopper back (PUBLIC_URL's checkout, which asks the server for the verdict). */
const callbackUrl = (origin: string) => `${origin}/checkout`;

export function paymentRoutes({ cache, payments }: { cache: ResponseCache; payments: Payments }) {
  const service = new PaymentService(payments);
  const tag = 'payments';
  return [
    defineRoute({
      method: 'get',
      path: '/api/payments/config',
      tag,
      summary:
        'Whether the shop takes online payments (provider null: switched off) and whether they are test payments',
      access: 'public',
      responses: { 200: ok(paymentConfigSchema) },
      handler: (ctx) => {
        ctx.body = service.config();
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/payments/paystack/transactions',
      tag,
      summary:
        "Start (or retry) paying a pending online order: a Paystack transaction for the order's amount in kobo",
      access: 'public',
      body: startPaymentSchema,
      responses: {
        201: ok(startedPaymentSchema, 'Created: send the shopper to authorizationUrl'),
        404: 'No such order',
        409: 'Not an online order, already paid, refunded or expired, or online payment is switched off',
      },
      handler: async (ctx, { body }) => {
        ctx.status = 201;
        ctx.body = await service.start(ctx.state.em, body.orderId, callbackUrl(ctx.publicOrigin));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/payments/paystack/transactions/:reference',
      tag,
      summary: "Verify a payment with Paystack and report the order's payment status",
      access: 'public',
      params: z.object({ reference: keySchema }),
      responses: { 200: ok(paymentResultSchema), 404: 'Unknown payment, or online payment is switched off' },
      handler: async (ctx, { params }) => {
        const parsed = paymentReferenceSchema.safeParse(params.reference);
        if (!parsed.success) throw notFound('Payment not found');
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await service.confirm(ctx.state.em, parsed.data);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/payments/orders/:id/pay-on-delivery',
      tag,
      summary: 'Give up paying online: the order is paid on delivery instead',
      access: 'public',
      params: z.object({ id: keySchema }),
      responses: {
        200: ok(z.object({ orderId: z.string(), paymentMethod: z.literal('whatsapp') })),
        404: 'No such order',
        409: "Already paid, expired or cancelled, or above the owner's limit for pay-on-delivery orders",
      },
      handler: async (ctx, { params }) => {
        ctx.body = await service.switchToPayOnDelivery(ctx.state.em, params.id);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/payments/orders/:id/refund',
      tag,
      summary:
        'Refund a paid online order in full through Paystack, putting the chosen lines back in stock (idempotent: a repeat asks Paystack nothing and restocks nothing)',
      access: 'admin',
      params: z.object({ id: z.string() }),
      body: refundRequestSchema,
      responses: {
        200: ok(refundedPaymentSchema, 'Refunded (now, or already before)'),
        400: 'Malformed JSON or invalid fields, or a restock line not in the order or above its quantity',
        404: 'No such order',
        409: 'Not paid online, Paystack refused the refund, or online payment is switched off',
      },
      handler: async (ctx, { params, body }) => {
        const refunded = await service.refund(ctx.state.em, params.id, body);
        await markStockMoved(ctx.state.em, cache, linesMoved(refunded.restocked, 1));
        ctx.body = refunded;
      },
    }),
    // The signature is checked over the exact bytes Paystack signed, before anything is parsed; the app's
    // JSON body parser skips this path.
    defineRoute({
      method: 'post',
      path: WEBHOOK_PATH,
      tag,
      summary: 'Paystack webhook: x-paystack-signature (HMAC-SHA512 of the raw body) required',
      access: 'public',
      responses: {
        200: ok(
          z.object({ received: z.literal(true) }),
          'Stored (and applied when it is a matching charge.success)',
        ),
        400: 'Signed, but not a JSON Paystack event',
        401: 'Missing or invalid signature, or online payment switched off: nothing stored',
      },
      handler: async (ctx) => {
        const raw = await getRawBody(ctx.req, { limit: WEBHOOK_BODY_LIMIT }).catch((error) => {
          throw bodyError(error);
        });
        await service.webhook(ctx.state.em, raw, (name) => ctx.get(name) || undefined);
        ctx.body = { received: true };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/payments/events',
      tag,
      summary: "One order's stored payment events, newest first",
      access: 'admin',
      query: z.object({ orderId: keySchema }),
      responses: {
        200: ok(z.array(paymentEventSchema)),
        400: '`orderId` missing, repeated or not an order id',
      },
      handler: async (ctx, { query }) => {
        ctx.body = await service.events(ctx.state.em, query.orderId);
      },
    }),
  ];
}
