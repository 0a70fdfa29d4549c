import type { Middleware } from 'koa';

/**
 * Headers every response carries. API answers also get a CSP that forbids everything, since they are data;
 * HTML pages are served by serving/, which sets its own CSP.
 */
export function securityHeaders(options: { production: boolean }): Middleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (options.production) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    ctx.remove('X-Powered-By');
    if (ctx.path.startsWith('/api/')) {
      ctx.set(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      );
    }
    await next();
  };
}
