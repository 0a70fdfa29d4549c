import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { HttpError } from './errors.ts';

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

/** PostgreSQL error codes that mean "the client sent something wrong", never a server fault. */
const pgClientErrors: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'A record with this value already exists' },
  '23503': { status: 409, message: 'A referenced record does not exist' },
  '22P02': { status: 404, message: 'Not found' },
  '23514': { status: 409, message: 'The change would break a data rule' },
};

function toResponse(error: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof HttpError) {
    const body: ErrorBody = { ...error.extra, message: error.message };
    if (error.errors) body.errors = error.errors;
    return { status: error.status, body, headers: error.headers };
  }
  const err = error as {
    status?: number;
    statusCode?: number;
    expose?: boolean;
    type?: string;
    code?: string;
  };
  const status = err.status ?? err.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return {
      status,
      body: { message: err.expose && error instanceof Error ? error.message : 'Bad request' },
    };
  const pg = err.code ? pgClientErrors[err.code] : undefined;
  if (pg) return { status: pg.status, body: { message: pg.message } };
  return { status: 500, body: { message: 'Internal server error' } };
}

/** Every failure becomes JSON `{ message, errors? }`: never an HTML page or a stack trace. */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body, headers } = toResponse(error);
      if (status >= 500) logger.error({ err: error, method: ctx.method, url: ctx.url }, 'request failed');
      ctx.status = status;
      ctx.body = body;
      if (headers) ctx.set(headers);
    }
  };
}
