import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/** One structured line per request, after it completes. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const level = ctx.status >= 500 ? 'error' : 'info';
      logger[level]({ method: ctx.method, url: ctx.url, status: ctx.status, ms, ip: ctx.ip }, 'request');
    }
  };
}
