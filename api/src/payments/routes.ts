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
import { PaymentEventEntity } from '../db/entities/index.ts';
import type { Orm } from '../db/orm.ts';
import { invalid, notFound } from '../errors.ts';
import { bodyError } from '../http/error-handler.ts';
import { HttpError } from '../http/errors.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import { ok } from '../http/responses.ts';
import { defineRoute } from '../http/route.ts';
import { linesMoved, markStockMoved } from '../products/stock-answers.ts';
import type { Payments } from './payments.ts';
import { chargeSuccessSchema, webhookEventSchema } from './paystack/schemas.ts';
import { isValidSignature } from './paystack/signature.ts';
import { PaymentService } from './service.ts';

export const WEBHOOK_PATH = '/api/payments/paystack/webhook';
const WEBHOOK_BODY_LIMIT = '100kb';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where Paystack sends the shopper back (PUBLIC_URL's checkout, which asks the server for the verdict). */
const callbackUrl = (origin: string) => `${origin}/checkout`;

export function paymentRoutes({
  orm,
  cache,
  payments,
}: {
  orm: Orm;
  cache: ResponseCache;
  payments: Payments;
}) {
  const service = new PaymentService(orm, payments);
  const tag = 'payments';
  return [
    defineRoute({
      method: 'get',
      path: '/api/payments/config',
      tag,
      summary: 'Whether online payments go to the local fake Paystack (test mode)',
      access: 'public',
      responses: { 200: ok(paymentConfigSchema) },
      handler: (ctx) => {
        ctx.body = { provider: 'paystack', testMode: payments.testMode };
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
        409: 'Not an online order, already paid, refunded or expired',
      },
      handler: async (ctx, { body }) => {
        ctx.status = 201;
        ctx.body = await service.start(body.orderId, callbackUrl(ctx.publicOrigin));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/payments/paystack/transactions/:reference',
      tag,
      summary: "Verify a payment with Paystack and report the order's payment status",
      access: 'public',
      params: z.object({ reference: keySchema }),
      responses: { 200: ok(paymentResultSchema), 404: 'Unknown payment' },
      handler: async (ctx, { params }) => {
        const parsed = paymentReferenceSchema.safeParse(params.reference);
        if (!parsed.success) throw notFound('Payment not found');
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await service.confirm(parsed.data);
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
        if (!UUID.test(params.id)) throw notFound('Order not found');
        await service.switchToPayOnDelivery(params.id);
        ctx.body = { orderId: params.id, paymentMethod: 'whatsapp' };
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
        409: 'Not paid online, or Paystack refused the refund',
      },
      handler: async (ctx, { params, body }) => {
        if (!UUID.test(params.id)) throw notFound('Order not found');
        const refunded = await service.refund(params.id, body);
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
        401: 'Missing or invalid signature: nothing stored',
      },
      handler: async (ctx) => {
        const raw = await getRawBody(ctx.req, { limit: WEBHOOK_BODY_LIMIT }).catch((error) => {
          throw bodyError(error);
        });
        if (!isValidSignature(raw, ctx.get('x-paystack-signature') || undefined, payments.secretKey))
          throw new HttpError(401, 'Invalid signature');
        let body: unknown;
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          throw invalid('Malformed JSON body');
        }
        const event = webhookEventSchema.safeParse(body);
        if (!event.success) throw invalid('Not a Paystack event');
        const charge =
          event.data.event === 'charge.success' ? chargeSuccessSchema.safeParse(body) : undefined;
        await service.webhook(event.data.event, charge?.success ? charge.data.data : null, body);
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
        if (!UUID.test(query.orderId)) throw invalid('orderId must be an order id');
        const rows = await orm.em
          .fork()
          .find(
            PaymentEventEntity,
            { orderId: query.orderId },
            { orderBy: { receivedAt: 'desc' }, limit: 200 },
          );
        ctx.body = rows.map((row) => ({
          id: row.id,
          reference: row.reference,
          source: row.source,
          event: row.event,
          amountKobo: row.amountKobo === null || row.amountKobo === undefined ? null : Number(row.amountKobo),
          currency: row.currency ?? null,
          outcome: row.outcome,
          note: row.note ?? null,
          receivedAt: row.receivedAt.toISOString(),
          payload: row.payload,
        }));
      },
    }),
  ];
}
