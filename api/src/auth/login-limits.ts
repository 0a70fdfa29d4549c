import { createHash } from 'node:crypto';
import type { Orm } from '../db/orm.ts';
import { rateLimited } from '../errors.ts';
import { RateLimit } from '../http/rate-limit.ts';

const FIFTEEN_MINUTES = 15 * 60;
const NINETY_DAYS = 90 * 24 * 60 * 60;
const TOO_MANY = 'Too many failed login attempts, please try again later';

export interface LoginLimitOptions {
  /** Attempts per username per 15 minutes (from addresses it never signed in from). */
  perUsername?: number;
  /** Attempts per address per 15 minutes, whatever the usernames. */
  perAddress?: number;
}

/**
 * Login throttling, in PostgreSQL (shared by every process). An attempt is counted *before* its password is
 * hashed, so parallel guesses cannot all pass a check-then-count, and refused guesses cost no hashing.
 * A right password gives its attempt back. Guessing one account from anywhere locks that account only for
 * addresses it has never signed in from: the owner, at a known address, still gets in.
 */
export class LoginLimits {
  readonly #byAddress: RateLimit;
  readonly #byUsername: RateLimit;
  readonly #knownAddresses: RateLimit;

  constructor(orm: Orm, options: LoginLimitOptions = {}) {
    const window = { durationSeconds: FIFTEEN_MINUTES };
    this.#byAddress = new RateLimit(orm, {
      prefix: 'login-address',
      points: options.perAddress ?? 30,
      ...window,
    });
    this.#byUsername = new RateLimit(orm, {
      prefix: 'login-user',
      points: options.perUsername ?? 5,
      ...window,
    });
    this.#knownAddresses = new RateLimit(orm, {
      prefix: 'login-known',
      points: 1,
      durationSeconds: NINETY_DAYS,
    });
  }

  /** Counts an attempt; throws 429 when this address, or this username from a new address, is over its limit. */
  async reserve(username: string, address: string): Promise<void> {
    const addressWait = await this.#byAddress.hit(address);
    if (addressWait > 0) throw rateLimited(addressWait, TOO_MANY);
    const userWait = await this.#byUsername.hit(digest(username));
    if (userWait > 0 && !(await this.#knownAddresses.has(known(username, address))))
      throw rateLimited(userWait, TOO_MANY);
  }

  /** The password was right: the attempt does not count, and this address becomes a known one. */
  async succeeded(username: string, address: string): Promise<void> {
    await Promise.all([
      this.#byAddress.refund(address),
      this.#byUsername.refund(digest(username)),
      this.#knownAddresses.remember(known(username, address), NINETY_DAYS),
    ]);
  }
}

/** Usernames are hashed into keys: any length fits the key column, and the table holds no usernames. */
const digest = (text: string) => createHash('sha256').update(text).digest('base64url');
const known = (username: string, address: string) => `${digest(username)}|${address}`;
