import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Orm } from '../db/orm.ts';
import { type InvalidationMode, isCacheTag, RESOURCE_TAGS, type ResponseCache } from './response-cache.ts';

const CHANNEL = 'ata_cache_invalidated';

export interface CacheSync {
  close(): Promise<void>;
}

/**
 * Keeps the response caches of every API process on one database in step: each invalidation is published with
 * PostgreSQL NOTIFY, and the other processes drop the same tags when they hear it (LISTEN on a connection
 * of its own). While that connection is down, notifications are missed, so every reconnect marks the whole
 * cache stale; the cache's own expiry bounds staleness in the meantime.
 */
export async function startCacheSync(options: {
  url: string;
  orm: Orm;
  cache: ResponseCache;
  logger: Logger;
}): Promise<CacheSync> {
  const { url, orm, cache, logger } = options;
  const self = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 250;
  let retryTimer: NodeJS.Timeout | undefined;

  cache.onInvalidate = (tags, mode) => {
    const payload = JSON.stringify({ from: self, tags, mode });
    orm.em
      .getConnection()
      .execute('select pg_notify(?, ?)', [CHANNEL, payload])
      .catch((error: unknown) => logger.warn({ err: error }, 'cache invalidation not published'));
  };

  const heard = (payload: string | undefined) => {
    try {
      const message = JSON.parse(payload ?? '') as { from?: unknown; tags?: unknown; mode?: unknown };
      if (message.from === self || !Array.isArray(message.tags)) return;
      const tags = message.tags.filter(isCacheTag);
      const mode: InvalidationMode = message.mode === 'stale' ? 'stale' : 'drop';
      if (tags.length > 0) cache.applyLocal(mode, tags);
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
    // Writes made while nobody was listening went unheard: every answer is refreshed on its next request
    // (still served meanwhile, so a database that was away does not leave the shop without pages).
    cache.applyLocal('stale', RESOURCE_TAGS);
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
