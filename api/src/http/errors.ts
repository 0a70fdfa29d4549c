/** An error with an HTTP status that the error handler turns into `{ message, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Admin privileges required') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>, extra?: Record<string, unknown>) =>
  new HttpError(409, message, errors, extra);
export const unprocessable = (message: string) => new HttpError(422, message);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many requests, please try again later',
) =>
  new HttpError(429, message, undefined, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
