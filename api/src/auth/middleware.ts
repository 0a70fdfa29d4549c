import { forbidden, unauthenticated } from '../errors.ts';
import type { AppMiddleware, AuthUser } from '../http/context.ts';
import type { AuthService } from './service.ts';
import { SESSION_COOKIE } from './sessions.ts';

/** Gives every request a memoised `ctx.state.getUser()` (cookie session, else Basic credentials). */
export function authContext(auth: AuthService): AppMiddleware {
  return async (ctx, next) => {
    let pending: Promise<AuthUser | null> | undefined;
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) ctx.state.sessionToken = token;
    ctx.state.getUser = () => {
      pending ??= (async () => {
        const authorization = ctx.get('Authorization');
        if (authorization.toLowerCase().startsWith('basic ')) return auth.fromBasic(authorization, ctx.ip);
        return token ? auth.fromSession(token) : null;
      })();
      return pending;
    };
    await next();
  };
}

/** Anonymous → 401. */
export const requireUser: AppMiddleware = async (ctx, next) => {
  if (!(await ctx.state.getUser())) throw unauthenticated();
  await next();
};

/** Anonymous → 401, signed in but not admin → 403. */
export const requireAdmin: AppMiddleware = async (ctx, next) => {
  const user = await ctx.state.getUser();
  if (!user) throw unauthenticated();
  if (!user.isAdmin) throw forbidden();
  await next();
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A page served from this machine (Vite dev servers on any port): trusted for cookie writes outside production. */
export const isLocalDevOrigin = (origin: string) =>
  /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * A write that rides on the session cookie (or sets one: login/logout) must come from our own origin or a
 * configured one. SameSite=Lax already stops most cross-site POSTs; this also covers same-site subdomains.
 */
export function refuseForeignCookieWrites(options: {
  trustedOrigins: string[];
  allowLocalhost: boolean;
}): AppMiddleware {
  return async (ctx, next) => {
    if (UNSAFE.has(ctx.method)) {
      const origin = ctx.get('Origin');
      const touchesCookie = Boolean(ctx.state.sessionToken) || ctx.path.startsWith('/api/auth/');
      if (origin && touchesCookie) {
        // Host only: behind a TLS-terminating proxy the app may see http while the page's origin is https.
        const own = originHost(origin) === ctx.host;
        const trusted =
          options.trustedOrigins.includes(origin) || (options.allowLocalhost && isLocalDevOrigin(origin));
        if (!own && !trusted) throw forbidden('Cross-origin request refused');
      }
    }
    await next();
  };
}
