import type { Orm } from './orm.ts';

/** One key for every process of the shop: migrations and the seed run one process at a time. */
const BOOT_LOCK = 4_242_001;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so that replicas booting together on a fresh
 * database take turns: the first migrates and seeds, the others then find nothing left to do.
 */
export async function withBootLock<T>(orm: Orm, work: () => Promise<T>): Promise<T> {
  const pool = (await orm.em.getConnection().getNativeClient()) as import('pg').Pool;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [BOOT_LOCK]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [BOOT_LOCK]).catch(() => {});
    client.release();
  }
}
