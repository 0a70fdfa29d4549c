import {
  orderCancelSchema,
  orderPayloadSchema,
  orderSchema,
  orderStatusUpdateSchema,
  type SettableOrderStatus,
} from '@ata/core/order';
import { messages } from '@ata/core/site';
import { keySchema } from '@ata/core/validation';
import type { RouterContext } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import * as z from 'zod/mini';
import { cartPartnerId } from '../cart/attribution.ts';
import { cartIdFrom, clearCart } from '../cart/service.ts';
import { contentRange, parseListQuery } from '../db/list-query.ts';
import type { Orm } from '../db/orm.ts';
import { invalid, rateLimited } from '../errors.ts';
import type { AppState } from '../http/context.ts';
import { RateLimit } from '../http/rate-limit.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import { errorSchema, list, listQuerySchema, ok } from '../http/responses.ts';
import { defineRoute } from '../http/route.ts';
import { linesMoved, markStockMoved } from '../products/stock-answers.ts';
import { cancelOrder } from './cancel.ts';
import { loadOrderLimits } from './limits.ts';
import { orderJson, ordersForOwner } from './serialize.ts';
import { getOrder, listOrders, orderSortable, payloadHash, placeOrder, setOrderStatus } from './service.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
/** The orders-per-address counter, shared with the checkout posted without JavaScript (checkout-form.ts). */
export const ORDER_RATE_PREFIX = 'orders';

const idParams = z.object({ id: keySchema });
/** A 409 tells the client what every line of its cart looks like now. */
const orderConflictSchema = z.extend(errorSchema, {
  items: z.array(
    z.object({
      productId: z.string(),
      variantId: z.optional(z.string().check(z.describe('the size the line names'))),
      name: z.string(),
      price: z.nullable(z.number()),
      stock: z.number(),
    }),
  ),
  totalAmount: z.optional(z.number().check(z.describe('the current subtotal, when prices changed'))),
});

export function orderRoutes({
  orm,
  cache,
  ordersPerMinute,
  onlinePayment = true,
  clock = Date.now,
}: {
  orm: Orm;
  cache: ResponseCache;
  ordersPerMinute: number;
  /** Whether an order may be paid online (see payments/boot.ts). */
  onlinePayment?: boolean;
  /** What "now" is when deciding that an order waited too long for confirmation (tests move it). */
  clock?: () => number;
}) {
  const limiter = new RateLimit(orm, {
    prefix: ORDER_RATE_PREFIX,
    points: ordersPerMinute,
    durationSeconds: 60,
  });
  const tag = 'orders';
  const forOwner = async (ctx: RouterContext<AppState>) =>
    ordersForOwner(new Date(clock()), (await loadOrderLimits(ctx.state.em)).confirmHours);
  const CLOSED =
    'The order is cancelled or refunded, or cannot be cancelled now (shipped, or paid: refund first)';
  const updateStatus = async (
    ctx: RouterContext<AppState>,
    { params, body }: { params: { id: string }; body: { status: SettableOrderStatus; note?: string } },
  ) => {
    const order = await setOrderStatus(ctx.state.em, params.id, body.status, body.note);
    ctx.body = (await forOwner(ctx))(order);
  };
  return [
    defineRoute({
      method: 'post',
      path: '/api/orders',
      tag,
      summary: 'Place an order',
      access: 'public',
      body: orderPayloadSchema,
      responses: {
        201: ok(orderSchema, 'Created'),
        200: {
          description: 'The order already placed with this Idempotency-Key',
          schema: orderSchema,
          headers: { 'Idempotent-Replayed': 'true' },
        },
        409: {
          description:
            "An item is gone, short of stock or priced differently, or too much of it was ordered from this address or phone within the owner's window: `items` tells how things are now",
          schema: orderConflictSchema,
        },
        400: "Malformed JSON or invalid fields (`errors`: message per field), over the owner's limits (a line's quantity, a pay-on-delivery order's value), or paying online while online payment is switched off",
        422: 'This Idempotency-Key was already used for a different order',
        429: 'Too many orders from this address: wait `Retry-After` seconds',
      },
      before: [
        async (ctx, next) => {
          const wait = await limiter.hit(ctx.ip);
          if (wait > 0) throw rateLimited(wait, messages.tooManyOrders);
          await next();
        },
      ],
      handler: async (ctx, { body }) => {
        const key = ctx.get('Idempotency-Key') || undefined;
        if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw invalid('Invalid Idempotency-Key header');
        const idempotency = key ? { key, bodyHash: payloadHash(body) } : undefined;
        // The shopper's server cart (when the browser has one) empties with the order, in its transaction.
        const cartId = cartIdFrom(ctx);
        const context = {
          clientAddress: ctx.ip || null,
          limits: await loadOrderLimits(ctx.state.em),
          onlinePayment,
          alsoInTransaction: cartId ? (tx: EntityManager) => clearCart(tx, cartId) : undefined,
          now: clock(),
          // The browser's same-origin cookie names the cart a partner's link or embed brought.
          partnerId: await cartPartnerId(ctx.state.em, cartId),
        };
        const { order, created } = await placeOrder(ctx.state.em, body, context, idempotency);
        if (created) await markStockMoved(ctx.state.em, cache, linesMoved(order.items, -1));
        ctx.status = created ? 201 : 200;
        if (!created) ctx.set('Idempotent-Replayed', 'true');
        ctx.body = orderJson(order);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/orders',
      tag,
      summary: 'Orders, newest first',
      access: 'admin',
      query: listQuerySchema,
      responses: { 200: list(orderSchema), 400: 'Invalid sort, range or filter' },
      handler: async (ctx) => {
        const listQuery = parseListQuery(ctx.query, orderSortable);
        const { rows, total } = await listOrders(ctx.state.em, listQuery);
        if (listQuery.dialect)
          ctx.set('Content-Range', contentRange('orders', listQuery, rows.length, total));
        ctx.body = rows.map(await forOwner(ctx));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/orders/new-count',
      tag,
      summary: 'How many orders were placed after `since` (the new-orders badge), and when the latest was',
      access: 'admin',
      query: z.object({ since: z.iso.datetime({ offset: true }) }),
      responses: {
        200: ok(z.object({ count: z.int(), latest: z.nullable(z.string()) })),
        400: '`since` missing or not an ISO date-time',
      },
      handler: async (ctx, { query }) => {
        const [row] = await ctx.state.em.execute<{ count: string; latest: Date | null }[]>(
          'select count(*) as count, max(created_at) as latest from shop_order where created_at > ?',
          [new Date(query.since)],
        );
        ctx.body = {
          count: Number(row?.count ?? 0),
          latest: row?.latest ? new Date(row.latest).toISOString() : null,
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/orders/:id',
      tag,
      summary: 'One order',
      access: 'admin',
      params: idParams,
      responses: { 200: ok(orderSchema), 404: 'Order not found' },
      handler: async (ctx, { params }) => {
        const order = await getOrder(ctx.state.em, params.id);
        ctx.body = (await forOwner(ctx))(order);
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/api/orders/:id/status',
      tag,
      summary: 'Set the status of an order',
      access: 'admin',
      params: idParams,
      body: orderStatusUpdateSchema,
      responses: { 200: ok(orderSchema), 404: 'Order not found', 409: CLOSED },
      handler: updateStatus,
    }),
    defineRoute({
      method: 'post',
      path: '/api/orders/:id/cancel',
      tag,
      summary:
        'Cancel an order with a reason: its stock goes back on sale once (a repeat answers the cancelled order)',
      access: 'admin',
      params: idParams,
      body: orderCancelSchema,
      responses: { 200: ok(orderSchema), 404: 'Order not found', 409: CLOSED },
      handler: async (ctx, { params, body }) => {
        const order = await cancelOrder(ctx.state.em, params.id, body.reason);
        await markStockMoved(ctx.state.em, cache, linesMoved(order.items, 1));
        ctx.body = (await forOwner(ctx))(order);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/api/orders/:id',
      tag,
      // react-admin's update sends the whole record with PUT; only the status may change.
      summary: "react-admin's update: only the status changes",
      access: 'admin',
      params: idParams,
      body: orderStatusUpdateSchema,
      responses: { 200: ok(orderSchema), 404: 'Order not found', 409: CLOSED },
      handler: updateStatus,
    }),
  ];
}
