import Router, { type RouterContext } from '@koa/router';
import type { $ZodType, output } from 'zod/v4/core';
import { requireAdmin, requireUser } from '../auth/middleware.ts';
import { invalid, notFound } from '../errors.ts';
import type { AppMiddleware, AppState } from './context.ts';
import { parseWith } from './validate.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route. `public`: anyone; `user`: any signed-in user (else 401); `admin`: admins only
 * (401 anonymous, 403 signed in without admin rights). Credentials that fail answer 401, or 429 while
 * failed logins are throttled.
 */
export type Access = 'public' | 'user' | 'admin';

/** One documented answer. A plain string is an error answer `{ message, errors? }` with that description. */
export type ResponseDecl =
  | string
  | {
      description: string;
      /** The JSON body; none for answers without a body (304) or with another content type. */
      schema?: $ZodType;
      /** Default `application/json` when a schema is given; several when the answer may be any of them. */
      contentType?: string | string[];
      /** Response headers: name → description. */
      headers?: Record<string, string>;
    };

type Parsed<S> = S extends $ZodType ? output<S> : undefined;

export interface RouteInput<P, Q, B, M> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  /** With `bodyOverCurrent`: lays the sent fields over `current` and validates the result (400 if refused). */
  merge: M extends $ZodType ? (current: object) => output<M> : undefined;
}

type Schema = $ZodType | undefined;

export interface RouteDecl<
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
  M extends Schema = Schema,
> {
  method: Method;
  /** Koa path: `/api/products/:id` (`{id}` in the OpenAPI document). */
  path: string;
  /** OpenAPI tag: the resource. */
  tag: string;
  summary: string;
  access: Access;
  /** Path parameters (strings). A value the schema refuses answers 404: no such resource. */
  params?: P;
  /** Query parameters (strings). A repeated or refused one answers 400 (with `errors` per parameter). */
  query?: Q;
  /** The JSON body. A refused body answers 400 `Validation failed` with `errors` per field. */
  body?: B;
  /** A body that is not JSON (a file), read by the handler itself; the JSON body parser skips this route. */
  rawBody?: { description: string; contentTypes: string[] };
  /**
   * For PUT bodies laid over the current record (react-admin's updateMany sends only the changed fields):
   * the schema the merged record must pass. Any subset of its fields may be sent; the handler calls
   * `input.merge(current)`.
   */
  bodyOverCurrent?: M;
  /** Middleware run after the access check and before the inputs are parsed (e.g. a rate limit). */
  before?: AppMiddleware[];
  /**
   * Every status the route answers, with its body. Added for you: 400/413/415 when there is a body,
   * 401/429 for `user`, 401/403/429 for `admin`.
   */
  responses: Record<number, ResponseDecl>;
  handler: (ctx: RouterContext<AppState>, input: RouteInput<P, Q, B, M>) => Promise<void> | void;
}

/** A route declaration, typed by its schemas. Declarations are plain data: app.ts mounts them, openapi/ documents them. */
export function defineRoute<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  M extends Schema = undefined,
>(route: RouteDecl<P, Q, B, M>): RouteDecl {
  return route as unknown as RouteDecl;
}

/** Error answers every route of this kind gives, on top of its own `responses`. */
export function implicitResponses(route: RouteDecl): Record<number, string> {
  const implied: Record<number, string> = {};
  if (route.body || route.bodyOverCurrent) {
    implied[400] = 'Malformed JSON, or invalid fields (`errors`: message per field)';
    implied[413] = 'Body larger than the limit';
    implied[415] = 'Body encoding not supported';
  }
  if (route.access !== 'public') {
    implied[401] = 'Not signed in, or wrong credentials';
    implied[429] = 'Too many failed logins: wait `Retry-After` seconds';
  }
  if (route.access === 'admin') implied[403] = 'Signed in without admin rights';
  return implied;
}

const accessGuard: Record<Access, AppMiddleware | undefined> = {
  public: undefined,
  user: requireUser,
  admin: requireAdmin,
};

const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseInput(
  route: RouteDecl,
  ctx: RouterContext<AppState>,
): RouteInput<Schema, Schema, Schema, Schema> {
  const raw: unknown = ctx.request.body ?? {};
  const over = route.bodyOverCurrent;
  if (over && !isObject(raw)) throw invalid('Body must be a JSON object');
  if (route.query)
    for (const [name, value] of Object.entries(ctx.query))
      if (Array.isArray(value)) throw invalid(`Query parameter "${name}" must appear once`);
  return {
    params: route.params && parseWith(route.params, ctx.params, () => notFound()),
    query: route.query && parseWith(route.query, ctx.query, (errors) => invalid('Invalid query', errors)),
    body: route.body && parseWith(route.body, raw),
    merge: over && ((current: object) => parseWith(over, { ...current, ...(raw as object) })),
  } as RouteInput<Schema, Schema, Schema, Schema>;
}

/** One router serving every declaration, in order: access check, then inputs, then the handler. */
export function mountRoutes(routes: readonly RouteDecl[]): Router<AppState> {
  const router = new Router<AppState>();
  for (const route of routes) {
    const guard = accessGuard[route.access];
    const handle = (ctx: RouterContext<AppState>) => route.handler(ctx, parseInput(route, ctx));
    const middleware = [...(guard ? [guard] : []), ...(route.before ?? [])];
    router[route.method](route.path, ...middleware, handle);
  }
  return router;
}
