import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Orm } from '../db/orm.ts';

/** The table every limiter shares (created by a migration); keys are `<prefix>:<key>`. */
export const RATE_LIMIT_TABLE = 'rate_limit';

/**
 * Counters live in PostgreSQL, so every API process on one database shares them, and an atomic upsert
 * counts each event before the work it guards starts: parallel requests cannot all slip under the limit.
 */
export class RateLimit {
  readonly #limiter: RateLimiterPostgres;

  constructor(orm: Orm, options: { prefix: string; points: number; durationSeconds: number }) {
    this.#limiter = new RateLimiterPostgres({
      // The ORM's own pg pool, reached lazily: the limiter only needs something with `query`.
      storeClient: {
        query: async (query: unknown) =>
          ((await orm.em.getConnection().getNativeClient()) as { query(q: unknown): Promise<unknown> }).query(
            query,
          ),
      },
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      keyPrefix: options.prefix,
      points: options.points,
      duration: options.durationSeconds,
    });
  }

  /** Counts one event; returns 0 when it is within the limit, else the seconds to wait. */
  async hit(key: string): Promise<number> {
    try {
      await this.#limiter.consume(key);
      return 0;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  }

  /** Gives back one event (e.g. a login that turned out to be right). */
  async refund(key: string): Promise<void> {
    await this.#limiter.reward(key, 1);
  }

  /** Marks `key` for `seconds` (a remembered fact, such as an address the owner signed in from). */
  async remember(key: string, seconds: number): Promise<void> {
    await this.#limiter.set(key, 1, seconds);
  }

  async has(key: string): Promise<boolean> {
    return (await this.#limiter.get(key)) !== null;
  }
}
