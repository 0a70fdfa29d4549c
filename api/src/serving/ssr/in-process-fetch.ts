import type Koa from 'koa';
import { inject } from 'light-my-request';

type Handler = ReturnType<Koa['callback']>;
const handlers = new WeakMap<Koa, Handler>();

/**
 * A `fetch` that answers from this very app (routes, JSON cache, serializers) without a socket:
 * server renders read the API exactly as the browser does, without an HTTP round trip to ourselves.
 * Only for public reads: no cookie or credential of the visitor is passed on.
 */
export function inProcessFetch(app: Koa, host: string): typeof fetch {
  let handler = handlers.get(app);
  if (!handler) {
    handler = app.callback();
    handlers.set(app, handler);
  }
  const dispatch = handler;
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`In-process fetch only reads (asked ${method} ${url})`);
    // Named as the shop's own host, which the app's Host check accepts.
    const headers = { ...Object.fromEntries(new Headers(init?.headers).entries()), host };
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
