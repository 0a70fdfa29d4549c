/**
 * Errors that mean "the database cannot answer right now" rather than "this request is wrong": the client
 * should retry later (503 + Retry-After), and nothing about the request needs fixing.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATEs: shutting down / starting (57P01-03), out of resources (53…), statement timeout (57014),
 * serialization failure and deadlock (40001, 40P01), lock wait timeout (55P03), idle transaction timeout
 * (25P03), connection exceptions (08…), system errors such as disk I/O (58…). */
const TRANSIENT_STATES = new Set(['57P01', '57P02', '57P03', '57014', '40001', '40P01', '55P03', '25P03']);
/** pg and pg-pool report their own timeouts and dropped sockets by message only. */
const DRIVER_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection error|Connection ended|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || TRANSIENT_STATES.has(code)) return true;
      if (/^(08|53|58)[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/** Seconds a client should wait before retrying when the database is unavailable. */
export const RETRY_AFTER_SECONDS = 5;
