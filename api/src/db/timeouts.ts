/**
 * How long the app waits on PostgreSQL before giving up, so that a slow, frozen or unreachable database
 * fails requests (503) instead of hanging them. `query` is enforced by the client and also covers a server
 * that stopped answering; `statement` is the server's own limit (it frees the server's work too).
 */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  queryMs: number;
  idleInTransactionMs: number;
  idleMs: number;
}

export const DEFAULT_TIMEOUTS: Readonly<DatabaseTimeouts> = {
  connectMs: 3_000,
  statementMs: 10_000,
  queryMs: 12_000,
  idleInTransactionMs: 15_000,
  idleMs: 30_000,
};

/**
 * The defaults with `overrides` on top. An override that is `undefined` keeps its default: a spread would
 * copy the `undefined` and switch the timeout off, which is how an unset environment once left every
 * request waiting on a frozen database for as long as the kernel kept the socket.
 */
export function withDefaultTimeouts(overrides: Partial<DatabaseTimeouts> = {}): DatabaseTimeouts {
  const timeouts = { ...DEFAULT_TIMEOUTS };
  for (const name of Object.keys(timeouts) as (keyof DatabaseTimeouts)[]) {
    const value = overrides[name];
    if (value !== undefined) timeouts[name] = value;
  }
  return timeouts;
}
