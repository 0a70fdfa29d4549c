import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'koa';

export interface CachedJson {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  gzip?: Buffer;
}

/** Cache-invalidation tags: a write to one resource drops every cached answer tagged with it. */
export type CacheTag = 'products' | 'categories' | 'blog' | 'settings';

const MAX_ENTRIES = 500;
const GZIP_MIN_BYTES = 1024;

/**
 * Serialized-JSON cache for hot public reads (catalogue, blog): a hit costs no query and no entity
 * hydration, and its ETag lets clients revalidate with 304. Writes call `invalidate(tag)`.
 * Per process; answers computed while a write was in flight are never stored (generation check).
 */
export class JsonCache {
  readonly #entries = new Map<string, CachedJson>();
  readonly #generation = new Map<CacheTag, number>();

  async get(
    tag: CacheTag,
    key: string,
    produce: () => Promise<{ data: unknown; headers?: Record<string, string> }>,
  ): Promise<CachedJson> {
    const fullKey = `${tag}:${key}`;
    const hit = this.#entries.get(fullKey);
    if (hit) return hit;
    const generation = this.#generation.get(tag) ?? 0;
    const { data, headers = {} } = await produce();
    const entry = toCachedJson(data, headers);
    if ((this.#generation.get(tag) ?? 0) === generation) {
      if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
      this.#entries.set(fullKey, entry);
    }
    return entry;
  }

  invalidate(...tags: CacheTag[]): void {
    for (const tag of tags) {
      this.#generation.set(tag, (this.#generation.get(tag) ?? 0) + 1);
      for (const key of this.#entries.keys()) if (key.startsWith(`${tag}:`)) this.#entries.delete(key);
    }
  }
}

export function toCachedJson(data: unknown, headers: Record<string, string> = {}): CachedJson {
  const body = Buffer.from(JSON.stringify(data));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, headers };
}

function acceptsGzip(ctx: Context): boolean {
  return /\bgzip\b/.test(ctx.get('Accept-Encoding'));
}

/** Sends a cached answer: 304 when the client's ETag matches, a precomputed gzip when accepted. */
export function sendCachedJson(ctx: Context, entry: CachedJson): void {
  ctx.set(entry.headers);
  ctx.set('ETag', entry.etag);
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('Vary', 'Accept-Encoding');
  ctx.compress = false;
  const ifNoneMatch = ctx.get('If-None-Match');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json; charset=utf-8';
  if (entry.body.length >= GZIP_MIN_BYTES && acceptsGzip(ctx)) {
    entry.gzip ??= gzipSync(entry.body);
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = entry.gzip;
    return;
  }
  ctx.body = entry.body;
}
