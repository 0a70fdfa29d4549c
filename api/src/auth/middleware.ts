import { CART_COOKIE } from '@ata/core/cart';
import { forbidden, unauthenticated } from '../errors.ts';
import type { AppContext, AppMiddleware, AuthUser } from '../http/context.ts';
import { isApiPath } from '../http/not-found.ts';
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

/** The cart's API and its no-JavaScript forms: a write there changes the cookie's cart (or sets the cookie). */
const CART_WRITE = /^\/(api\/)?cart(\/|$)/;

const carriesCredentials = (ctx: AppContext) =>
  Boolean(ctx.state.sessionToken) ||
  ctx.get('Authorization') !== '' ||
  ctx.path.startsWith('/api/auth/') ||
  ctx.cookies.get(CART_COOKIE) !== undefined ||
  CART_WRITE.test(ctx.path);

/**
 * A form posted to the shop's pages (checkout, cart, order lookup) acts with the visitor's cart cookie:
 * it must come from our pages, whatever it carries.
 */
const isPageForm = (ctx: AppContext) => !isApiPath(ctx.path);

/** Whether a browser sent this request from our own pages (or a configured origin); true for non-browsers. */
function fromOwnSite(ctx: AppContext, options: CrossSiteOptions): boolean {
  const origin = ctx.get('Origin');
  if (!origin) {
    // Browsers that leave Origin out still say where the request comes from; other clients send neither.
    const site = ctx.get('Sec-Fetch-Site');
    return site === '' || site === 'same-origin' || site === 'none';
  }
  // Host only: behind a TLS-terminating proxy the app may see http while the page's origin is https.
  const own = originHost(origin) === ctx.host || origin === options.publicOrigin;
  return (
    own || options.trustedOrigins.includes(origin) || (options.allowLocalhost && isLocalDevOrigin(origin))
  );
}

interface CrossSiteOptions {
  trustedOrigins: string[];
  allowLocalhost: boolean;
  /** PUBLIC_URL's origin. */
  publicOrigin: string;
}

/**
 * A write carrying credentials a browser attaches by itself (the session cookie; Basic credentials it keeps
 * after answering a prompt once), or setting the cookie (login/logout), must come from our own origin or a
 * configured one. SameSite=Lax keeps the cookie off most cross-site POSTs, but nothing keeps Basic off a
 * cross-site form post: without this, a page elsewhere could refund an order. Anonymous API writes (an order
 * from a partner page) carry nothing to abuse and pass; a form posted to a page never does from elsewhere.
 */
export function refuseCrossSiteWrites(options: CrossSiteOptions): AppMiddleware {
  return async (ctx, next) => {
    if (UNSAFE.has(ctx.method) && (carriesCredentials(ctx) || isPageForm(ctx)) && !fromOwnSite(ctx, options))
      throw forbidden('Cross-origin request refused');
    await next();
  };
}
