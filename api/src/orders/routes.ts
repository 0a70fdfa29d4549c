import { orderPayloadSchema, orderStatusUpdateSchema } from '@ata/core/order';
import Router, { type RouterContext } from '@koa/router';
import { requireAdmin } from '../auth/middleware.ts';
import type { Orm } from '../db/orm.ts';
import type { AppState } from '../http/context.ts';
import { badRequest, tooManyRequests } from '../http/errors.ts';
import type { JsonCache } from '../http/json-cache.ts';
import { contentRange, parseListQuery } from '../http/list-query.ts';
import { RateLimit } from '../http/rate-limit.ts';
import { param, parseBody } from '../http/validate.ts';
import { orderJson } from './serialize.ts';
import { getOrder, listOrders, orderSortable, payloadHash, placeOrder, setOrderStatus } from './service.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

export function orderRoutes(deps: { orm: Orm; cache: JsonCache; ordersPerMinute: number }): Router<AppState> {
  const { orm, cache } = deps;
  const router = new Router<AppState>({ prefix: '/api/orders' });
  const limiter = new RateLimit(orm, { prefix: 'orders', points: deps.ordersPerMinute, durationSeconds: 60 });

  router.post('/', async (ctx) => {
    const wait = await limiter.hit(ctx.ip);
    if (wait > 0) throw tooManyRequests(wait, 'Too many orders from this address, please try again shortly');
    const key = ctx.get('Idempotency-Key') || undefined;
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw badRequest('Invalid Idempotency-Key header');
    const payload = parseBody(orderPayloadSchema, ctx.request.body);
    const idempotency = key ? { key, bodyHash: payloadHash(payload) } : undefined;
    const { order, created } = await placeOrder(orm.em.fork(), payload, idempotency);
    if (created) cache.invalidate('products');
    ctx.status = created ? 201 : 200;
    if (!created) ctx.set('Idempotent-Replayed', 'true');
    ctx.body = orderJson(order);
  });

  router.get('/', requireAdmin, async (ctx) => {
    const list = parseListQuery(ctx.query, orderSortable);
    const { rows, total } = await listOrders(orm.em.fork(), list);
    if (list.dialect) ctx.set('Content-Range', contentRange('orders', list, rows.length, total));
    ctx.body = rows.map(orderJson);
  });

  router.get('/:id', requireAdmin, async (ctx) => {
    ctx.body = orderJson(await getOrder(orm.em.fork(), param(ctx, 'id')));
  });

  const updateStatus = async (ctx: RouterContext<AppState>) => {
    const { status } = parseBody(orderStatusUpdateSchema, ctx.request.body);
    ctx.body = orderJson(await setOrderStatus(orm.em.fork(), param(ctx, 'id'), status));
  };
  router.patch('/:id/status', requireAdmin, updateStatus);
  // react-admin's update sends the whole record with PUT; only the status may change.
  router.put('/:id', requireAdmin, updateStatus);

  return router;
}
