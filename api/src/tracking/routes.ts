import {
  ORDER_NOT_FOUND,
  trackedOrderSchema,
  trackLookupResultSchema,
  trackLookupSchema,
} from '@ata/core/order';
import { keySchema } from '@ata/core/validation';
import * as z from 'zod/mini';
import type { Orm } from '../db/orm.ts';
import { rateLimited } from '../errors.ts';
import { ok } from '../http/responses.ts';
import { defineRoute } from '../http/route.ts';
import { TOO_MANY_LOOKUPS, trackLookupLimit } from './lookup-limit.ts';
import { lookUpTrackingToken, trackedOrder } from './service.ts';

/** Personal: never kept by a browser's cache, a proxy or ours. */
const PRIVATE = 'private, no-store';

export function trackingRoutes({ orm }: { orm: Orm }) {
  const limiter = trackLookupLimit(orm);
  const tag = 'tracking';
  return [
    defineRoute({
      method: 'get',
      path: '/api/track/:token',
      tag,
      summary: "The shopper's view of one order, by the token of its tracking link",
      access: 'public',
      params: z.object({ token: keySchema }),
      responses: {
        200: ok(trackedOrderSchema),
        404: `${ORDER_NOT_FOUND}: no order has this token (unknown, altered and malformed tokens alike)`,
      },
      handler: async (ctx, { params }) => {
        ctx.set('Cache-Control', PRIVATE);
        ctx.set('X-Robots-Tag', 'noindex');
        ctx.body = await trackedOrder(ctx.state.em, params.token, ctx.publicOrigin);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/track/lookup',
      tag,
      summary: 'Find the tracking link of an order by its reference and the phone number it was placed with',
      access: 'public',
      body: trackLookupSchema,
      before: [
        async (ctx, next) => {
          const wait = await limiter.hit(ctx.ip);
          if (wait > 0) throw rateLimited(wait, TOO_MANY_LOOKUPS);
          await next();
        },
      ],
      responses: {
        200: ok(trackLookupResultSchema),
        404: `${ORDER_NOT_FOUND}: no order with this reference, or another phone number (one answer for both)`,
        429: 'Too many lookups from this address: wait `Retry-After` seconds',
      },
      handler: async (ctx, { body }) => {
        ctx.set('Cache-Control', PRIVATE);
        ctx.body = { token: await lookUpTrackingToken(ctx.state.em, body) };
      },
    }),
  ];
}
