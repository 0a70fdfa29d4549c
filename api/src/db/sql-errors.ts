import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './unavailable.ts';

/** How a database error is answered: the request's fault (400/409) or a passing outage (503). */
export interface DatabaseErrorAnswer {
  status: 400 | 409 | 503;
  message: string;
  retryAfterSeconds?: number;
}

/** The SQLSTATE of a PostgreSQL error, also when MikroORM or pg wrapped it (as `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** Data exceptions (class 22): a value the column cannot take. Schemas should refuse these first. */
const dataExceptions: Record<string, string> = {
  '22001': 'A value is longer than its field allows',
  '22003': 'A number is out of range',
  '22008': 'A date is out of range',
  '22007': 'A value has the wrong form for its field',
  '22P02': 'A value has the wrong form for its field',
  '22021': 'Text contains characters that are not allowed',
  '22P05': 'Text contains characters that are not allowed',
};

/** Integrity constraint violations (class 23): the request clashes with what is stored (409) or lacks a value (400). */
const integrityViolations: Record<string, DatabaseErrorAnswer> = {
  '23502': { status: 400, message: 'A required value is missing' },
  '23503': { status: 409, message: 'A referenced record does not exist' },
  '23505': { status: 409, message: 'A record with this value already exists' },
  '23514': { status: 409, message: 'The change would break a data rule' },
};

/**
 * The one place where a database error becomes an answer, by SQLSTATE class: 22 (data exception) → 400,
 * 23 (integrity) → 409 or 400, 54 (a value past a program limit, e.g. an index row) → 400, and everything
 * that means "cannot answer now" (connections, resources, shutdown, timeouts, locks, see unavailable.ts) → 503
 * with Retry-After. Anything else (a syntax error, a missing column) is a fault of ours: undefined, so 500.
 */
export function databaseErrorAnswer(error: unknown): DatabaseErrorAnswer | undefined {
  if (isDatabaseUnavailable(error))
    return {
      status: 503,
      message: 'The shop is briefly unavailable, please try again shortly',
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    };
  const state = sqlState(error);
  if (!state) return undefined;
  switch (state.slice(0, 2)) {
    case '22':
      return { status: 400, message: dataExceptions[state] ?? 'A value is not valid for its field' };
    case '23':
      return integrityViolations[state] ?? { status: 409, message: 'The change would break a data rule' };
    case '54':
      return { status: 400, message: 'A value is too large to store' };
    default:
      return undefined;
  }
}
