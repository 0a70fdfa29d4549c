import { authCheckSchema, loginSchema } from '@ata/core/auth';
import * as z from 'zod/mini';
import { ok } from '../http/responses.ts';
import { defineRoute } from '../http/route.ts';
import type { AuthService } from './service.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from './sessions.ts';

export function authRoutes(auth: AuthService, options: { secureCookies: boolean }) {
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
    path: '/',
    overwrite: true,
  };
  const tag = 'auth';
  return [
    defineRoute({
      method: 'post',
      path: '/api/auth/login',
      tag,
      summary: 'Log in; sets the session cookie',
      access: 'public',
      body: loginSchema,
      responses: {
        200: { description: 'Signed in', schema: authCheckSchema, headers: { 'Set-Cookie': 'the session' } },
        401: 'Wrong username or password',
        429: 'Too many failed logins: wait `Retry-After` seconds',
      },
      handler: async (ctx, { body }) => {
        const { user, token } = await auth.login(body.username, body.password, ctx.ip);
        // Behind a TLS-terminating proxy Koa may not know the request was https; the Secure flag is still right.
        ctx.cookies.secure = ctx.cookies.secure || options.secureCookies;
        ctx.cookies.set(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_MS });
        ctx.body = { isAdmin: user.isAdmin, username: user.username };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/logout',
      tag,
      summary: 'Log out; clears the session',
      access: 'public',
      responses: { 200: ok(z.object({ message: z.string() })) },
      handler: async (ctx) => {
        if (ctx.state.sessionToken) await auth.logout(ctx.state.sessionToken);
        ctx.cookies.secure = ctx.cookies.secure || options.secureCookies;
        ctx.cookies.set(SESSION_COOKIE, null, { ...cookieOptions, maxAge: 0 });
        ctx.body = { message: 'Logged out' };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/auth/check',
      tag,
      summary: 'Who is signed in',
      access: 'user',
      responses: { 200: ok(authCheckSchema) },
      handler: async (ctx) => {
        const user = await ctx.state.getUser();
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { isAdmin: user?.isAdmin ?? false, username: user?.username };
      },
    }),
  ];
}
