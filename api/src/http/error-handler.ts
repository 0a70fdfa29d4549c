import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { databaseErrorAnswer } from '../db/sql-errors.ts';
import { DomainError, type ErrorKind } from '../errors.ts';
import { HttpError } from './errors.ts';
import { requestLog } from './request-log.ts';

interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  [key: string]: unknown;
}

/** What the JSON body parser failed on: too large (413), unreadable encoding (415) or not JSON (400). */
export function bodyError(error: unknown): HttpError {
  const err = error as { status?: number; type?: string };
  if (err.status === 413 || err.type === 'entity.too.large')
    return new HttpError(413, 'Request body too large');
  if (err.status === 415 || err.type === 'encoding.unsupported' || err.type === 'charset.unsupported')
    return new HttpError(415, 'Unsupported body encoding');
  return new HttpError(400, 'Malformed JSON body');
}

/** The one place where a domain error kind becomes an HTTP status. */
const statusOf: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
  'unsupported-type': 415,
  'rate-limited': 429,
  'provider-failed': 502,
};

function toResponse(error: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof DomainError) {
    const { errors, extra, retryAfterSeconds } = error.details;
    const body: ErrorBody = { ...extra, message: error.message };
    if (errors) body.errors = errors;
    const headers =
      retryAfterSeconds === undefined
        ? undefined
        : { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
    return { status: statusOf[error.kind], body, headers };
  }
  if (error instanceof HttpError) return { status: error.status, body: { message: error.message } };
  const err = error as {
    status?: number;
    statusCode?: number;
    expose?: boolean;
    type?: string;
  };
  const status = err.status ?? err.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return {
      status,
      body: { message: err.expose && error instanceof Error ? error.message : 'Bad request' },
    };
  const database = databaseErrorAnswer(error);
  if (database)
    return {
      status: database.status,
      body: { message: database.message },
      headers:
        database.retryAfterSeconds === undefined
          ? undefined
          : { 'Retry-After': String(database.retryAfterSeconds) },
    };
  return { status: 500, body: { message: 'Internal server error' } };
}

/**
 * Basic is accepted, so a 401 says so, except to browsers: a Basic challenge would pop the password dialog
 * over the admin console (which signs in with a form and a session cookie), and a browser that answered it
 * once would then attach those credentials to every request here, cross-site form posts included.
 */
function challenge(ctx: Context): string {
  // Sec-Fetch-Site is sent by browsers only (Node's fetch sends Sec-Fetch-Mode too, but not this one).
  const fromPage = ctx.get('Sec-Fetch-Site') !== '';
  const cookie = `Cookie realm="Ata Market", form-action="/api/auth/login", cookie-name="${SESSION_COOKIE}"`;
  return fromPage ? cookie : `Basic realm="Ata Market", charset="UTF-8", ${cookie}`;
}

/** Every failure becomes JSON `{ message, errors? }`: never an HTML page or a stack trace. */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body, headers } = toResponse(error);
      const log = requestLog(ctx.req, logger);
      if (status === 503) log.warn({ err: error }, 'database unavailable');
      else if (status >= 500) log.error({ err: error }, 'request failed');
      ctx.status = status;
      ctx.body = body;
      if (headers) ctx.set(headers);
      if (status === 401) ctx.set('WWW-Authenticate', challenge(ctx));
    }
  };
}
