/**
 * What went wrong, in the shop's own terms. Services throw these; the error handler
 * (http/error-handler.ts) is the one place that turns each kind into an HTTP status.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'unprocessable'
  | 'unsupported-type'
  | 'rate-limited'
  | 'provider-failed';

export interface ErrorDetails {
  /** Message per field, react-admin's server-side validation format. */
  errors?: Record<string, string>;
  /** More of the answer body, e.g. a 409's current cart lines. */
  extra?: Record<string, unknown>;
  /** For `rate-limited`: how long to wait. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
  }
}

/** The input breaks a rule (400 with `errors` per field). */
export const invalid = (message: string, errors?: Record<string, string>) =>
  new DomainError('invalid', message, { errors });
/** Nobody is signed in, or the credentials are wrong (401). */
export const unauthenticated = (message = 'Authentication required') =>
  new DomainError('unauthenticated', message);
/** Signed in without the rights needed (403). */
export const forbidden = (message = 'Admin privileges required') => new DomainError('forbidden', message);
export const notFound = (message = 'Not found') => new DomainError('not-found', message);
/** The request clashes with the current state: a taken slug, a changed cart (409). */
export const conflict = (message: string, errors?: Record<string, string>, extra?: Record<string, unknown>) =>
  new DomainError('conflict', message, { errors, extra });
/** Well-formed but cannot be done as asked, e.g. an Idempotency-Key reused for another order (422). */
export const unprocessable = (message: string) => new DomainError('unprocessable', message);
/** The content is not of a kind the shop accepts, e.g. an upload that is no image (415). */
export const unsupportedType = (message: string) => new DomainError('unsupported-type', message);
/** A service the shop depends on (the payment provider) failed or did not answer (502). */
export const providerFailed = (message: string) => new DomainError('provider-failed', message);
export const rateLimited = (
  retryAfterSeconds: number,
  message = 'Too many requests, please try again later',
) => new DomainError('rate-limited', message, { retryAfterSeconds });
