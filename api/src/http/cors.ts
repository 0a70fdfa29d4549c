import cors from '@koa/cors';
import type { Middleware } from 'koa';

/**
 * Cross-origin access for the configured origins (partner sites, dev servers), with cookies.
 * `*` in CORS_ORIGINS opens public reads to any origin, without cookies.
 */
export function corsFor(origins: string[]): Middleware {
  const any = origins.includes('*');
  const listed = (origin: string) => origins.includes(origin);
  return cors({
    origin: (ctx) => {
      const origin = ctx.get('Origin');
      return listed(origin) || any ? origin : '';
    },
    credentials: (ctx) => listed(ctx.get('Origin')),
    exposeHeaders: ['Content-Range', 'ETag', 'Retry-After', 'Idempotent-Replayed'],
    allowHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'If-None-Match', 'Range'],
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
}
