import { loginSchema } from '@ata/core/auth';
import Router from '@koa/router';
import type { AppState } from '../http/context.ts';
import { unauthorized } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import type { AuthService } from './service.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from './sessions.ts';

export function authRoutes(auth: AuthService, options: { secureCookies: boolean }): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/auth' });
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
    path: '/',
    overwrite: true,
  };

  router.post('/login', async (ctx) => {
    const { username, password } = parseBody(loginSchema, ctx.request.body);
    const { user, token } = await auth.login(username, password, ctx.ip);
    // Behind a TLS-terminating proxy Koa may not know the request was https; the Secure flag is still right.
    ctx.cookies.secure = ctx.cookies.secure || options.secureCookies;
    ctx.cookies.set(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_MS });
    ctx.body = { isAdmin: user.isAdmin, username: user.username };
  });

  router.post('/logout', async (ctx) => {
    if (ctx.state.sessionToken) await auth.logout(ctx.state.sessionToken);
    ctx.cookies.secure = ctx.cookies.secure || options.secureCookies;
    ctx.cookies.set(SESSION_COOKIE, null, { ...cookieOptions, maxAge: 0 });
    ctx.body = { message: 'Logged out' };
  });

  router.get('/check', async (ctx) => {
    const user = await ctx.state.getUser();
    if (!user) throw unauthorized();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { isAdmin: user.isAdmin, username: user.username };
  });

  return router;
}
