import cors from '@koa/cors';
import type { Context, Middleware } from 'koa';

/** The public catalogue the partner embeds (the product grid, the buy button, the recipe cart) read from any partner's page. */
const PUBLIC_CATALOGUE = /^\/api\/(catalog|products|categories|images|recipes)(\/|$)/;

/** A GET/HEAD of the public catalogue, or the preflight of one. */
function isPublicCatalogueRead(ctx: Context): boolean {
  const method = ctx.method === 'OPTIONS' ? ctx.get('Access-Control-Request-Method') : ctx.method;
  return (method === 'GET' || method === 'HEAD') && PUBLIC_CATALOGUE.test(ctx.path);
}

/**
 * Cross-origin access for the configured origins (partner sites, dev servers), with cookies.
 * `*` in CORS_ORIGINS opens public reads to any origin, without cookies.
 * Public catalogue reads are open to every origin with `*`: that is safe because they answer the same
 * public data to everyone, and a `*` answer is never credentialed (browsers send no cookies with it and
 * refuse it for credentialed requests), so no session or admin-only data can be read through it.
 * Writes and every other path stay limited to CORS_ORIGINS.
 */
export function corsFor(origins: string[]): Middleware {
  const any = origins.includes('*');
  const listed = (origin: string) => origins.includes(origin);
  return cors({
    origin: (ctx) => {
      const origin = ctx.get('Origin');
      if (listed(origin) || any) return origin;
      return isPublicCatalogueRead(ctx) ? '*' : '';
    },
    credentials: (ctx) => listed(ctx.get('Origin')),
    exposeHeaders: ['Content-Range', 'ETag', 'Retry-After', 'Idempotent-Replayed'],
    allowHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'If-None-Match', 'Range'],
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
}
