import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Orm } from '../db/orm.ts';
import { CACHE_TAGS, type CacheTag, type JsonCache } from './json-cache.ts';

const CHANNEL = 'ata_cache_invalidated';

export interface CacheSync {
  close(): Promise<void>;
}

/**
 * Keeps the JSON caches of every API process on one database in step: each invalidation is published with
 * PostgreSQL NOTIFY, and the other processes drop the same tags when they hear it (LISTEN on a connection
 * of its own). While that connection is down, notifications are missed, so every reconnect starts from an
 * empty cache; the cache's own expiry bounds staleness in the meantime.
 */
export async function startCacheSync(options: {
  url: string;
  orm: Orm;
  cache: JsonCache;
  logger: Logger;
}): Promise<CacheSync> {
  const { url, orm, cache, logger } = options;
  const self = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 250;
  let retryTimer: NodeJS.Timeout | undefined;

  cache.onInvalidate = (tags) => {
    const payload = JSON.stringify({ from: self, tags });
    orm.em
      .getConnection()
      .execute('select pg_notify(?, ?)', [CHANNEL, payload])
      .catch((error: unknown) => logger.warn({ err: error }, 'cache invalidation not published'));
  };

  const heard = (payload: string | undefined) => {
    try {
      const message = JSON.parse(payload ?? '') as { from?: unknown; tags?: unknown };
      if (message.from === self || !Array.isArray(message.tags)) return;
      const tags = message.tags.filter((tag): tag is CacheTag => CACHE_TAGS.includes(tag));
      if (tags.length > 0) cache.dropLocal(...tags);
    } catch {
      // Not ours: ignore.
    }
  };

  const reconnect = () => {
    client = undefined;
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(() => reconnect());
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 5_000);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000, keepAlive: true });
    next.on('notification', (message) => heard(message.payload));
    next.on('error', (error) => {
      logger.warn({ err: error }, 'cache invalidation listener lost its connection');
      next.end().catch(() => {});
    });
    next.on('end', () => {
      if (client === next) reconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    retryMs = 250;
    // Writes made while nobody was listening went unheard.
    cache.dropLocal(...CACHE_TAGS);
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      cache.onInvalidate = undefined;
      await client?.end().catch(() => {});
    },
  };
}
