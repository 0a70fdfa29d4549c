import type { Middleware } from 'koa';

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Mounted before the routers: unknown /api paths answer JSON 404 (or 405 with Allow),
 * never an empty body or the storefront's HTML.
 */
export const apiFallback: Middleware = async (ctx, next) => {
  await next();
  if (!isApiPath(ctx.path) || (ctx.body !== undefined && ctx.body !== null)) return;
  if (ctx.status === 405 || ctx.status === 501) ctx.body = { message: 'Method not allowed' };
  else if (ctx.status === 404) {
    // Setting a body would otherwise turn the implicit 404 into a 200.
    ctx.status = 404;
    ctx.body = { message: 'Not found' };
  }
};
