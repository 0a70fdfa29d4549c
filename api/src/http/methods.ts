import type Router from '@koa/router';
import type { AppMiddleware, AppState } from './context.ts';
import { isApiPath } from './not-found.ts';

/** Every method some route or page answers; the router would answer any other with 501. */
const SERVED = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PAGE_METHODS = ['GET', 'HEAD'];

/**
 * TRACE, PROPFIND, CONNECT and other methods nothing here implements answer 405 with the path's `Allow`
 * (a page: GET, HEAD), or 404 for an unknown API path, before any other middleware reads the request.
 */
export function refuseUnservedMethods(router: Router<AppState>): AppMiddleware {
  return async (ctx, next) => {
    if (SERVED.has(ctx.method)) return next();
    const layers = router.match(ctx.path, ctx.method).path;
    const allowed = new Set(layers.flatMap((layer) => layer.methods));
    if (allowed.size === 0 && isApiPath(ctx.path)) {
      ctx.status = 404;
      ctx.body = { message: 'Not found' };
      return;
    }
    ctx.status = 405;
    ctx.set('Allow', (allowed.size ? [...allowed] : PAGE_METHODS).join(', '));
    ctx.body = { message: 'Method not allowed' };
  };
}
