import type { Middleware } from 'koa';

const API_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** The headers every response carries (API answers also get a CSP that forbids everything: they are data). */
export function securityHeaderValues(options: { production: boolean; api: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(options.production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    ...(options.api ? { 'Content-Security-Policy': API_CSP } : {}),
  };
}

/** HTML pages are served by serving/, which sets its own CSP on top of these. */
export function securityHeaders(options: { production: boolean }): Middleware {
  const api = securityHeaderValues({ ...options, api: true });
  const other = securityHeaderValues({ ...options, api: false });
  return async (ctx, next) => {
    ctx.set(ctx.path.startsWith('/api/') ? api : other);
    await next();
  };
}
