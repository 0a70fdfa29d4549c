import Koa from 'koa';
import { inject } from 'light-my-request';
import type { Logger } from 'pino';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/context.ts';
import { forkEntityManager } from '../../http/context.ts';
import { errorHandler } from '../../http/error-handler.ts';
import { mountRoutes, type RouteDecl } from '../../http/route.ts';

declare module 'koa' {
  interface DefaultContext {
    /** The server render's reads (set by createApp), for the storefront mounted from outside. */
    dataPort: typeof fetch;
  }
}

/**
 * What server renders read their data through: the app's public GET routes (the same handlers, schemas and
 * cached answers the browser gets), answered in-process as an anonymous visitor. Only those routes and
 * what they need run: none of the public middleware (Host check, access log, security headers,
 * compression, CORS, body parsing, credentials), which concern a visitor's request, not a read of ours.
 */
export function createDataPort(
  routes: readonly RouteDecl[],
  deps: { orm: Orm; logger: Logger; publicOrigin: string },
): typeof fetch {
  const reads = new Koa<AppState>();
  // Absolute links in an answer (a tracking link) name the configured address, as in the browser's reads.
  reads.context.publicOrigin = deps.publicOrigin;
  reads.use(errorHandler(deps.logger));
  reads.use(forkEntityManager(deps.orm));
  reads.use((ctx, next) => {
    ctx.state.getUser = async () => null;
    return next();
  });
  const publicReads = mountRoutes(
    routes.filter((route) => route.method === 'get' && route.access === 'public'),
  );
  reads.use(publicReads.routes());
  const dispatch = reads.callback();

  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`The data port only reads (asked ${method} ${url})`);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await inject(dispatch as never, { method: 'GET', url, headers });
    const out = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) out.append(name, String(one));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: out,
    });
  }) as typeof fetch;
}
