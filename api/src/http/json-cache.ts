import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Context } from 'koa';
import { LRUCache } from 'lru-cache';
import { securityHeaderValues } from './security-headers.ts';

export interface CachedJson {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  gzip?: Buffer;
  /** Brotli copy, made on first request by a client that accepts it. */
  br?: Buffer;
  /** Set for what is not JSON (a rendered page): its media type and status. */
  type?: string;
  status?: number;
}

declare module 'koa' {
  interface DefaultContext {
    /** The app's one cache (set by createApp), for middleware mounted from outside, like the storefront. */
    jsonCache?: JsonCache;
  }
}

/** Every resource tag: what a rendered page may have read. */
export const ALL_CACHE_TAGS: readonly CacheTag[] = ['products', 'categories', 'blog', 'settings'];

/** Cache-invalidation tags: a write to one resource drops every cached answer tagged with it. */
export const CACHE_TAGS = ['products', 'categories', 'blog', 'settings'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/** Default memory bound of the cache: bodies plus their gzipped copies. */
const MAX_BYTES = 32 * 1024 * 1024;
/** Answers differ by encoding, and by Origin through the CORS headers added on the normal path. */
const VARY = 'Accept-Encoding, Origin';
const GZIP_MIN_BYTES = 1024;

/**
 * Serialized-JSON cache for hot public reads (catalogue, blog): a hit costs no query and no entity
 * hydration, and its ETag lets clients revalidate with 304. Writes call `invalidate(tag)`.
 * Per process; answers computed while a write was in flight are never stored (generation check).
 */
export class JsonCache {
  /**
   * Keyed by request URL (path and query string), or by a page key for rendered pages; each entry
   * remembers the tags it was built from. A byte-bounded LRU: many distinct query URLs evict the least
   * recently used answers, never all at once.
   */
  readonly #entries: LRUCache<string, { tags: readonly CacheTag[]; entry: CachedJson }>;
  readonly #generation = new Map<CacheTag, number>();
  /** Answers being produced: concurrent misses for one key wait for the same one (no stampede on expiry). */
  readonly #inFlight = new Map<string, Promise<CachedJson>>();

  /**
   * Writes in this process invalidate at once. `maxAgeMs` bounds how stale an answer can be when
   * another API process on the same database made the write; `maxBytes` bounds the memory held.
   */
  constructor(
    readonly maxAgeMs = 10_000,
    readonly now: () => number = Date.now,
    readonly maxBytes = MAX_BYTES,
  ) {
    this.#entries = new LRUCache({
      maxSize: maxBytes,
      // The body, room for its gzip and brotli copies (made on first request; together never much larger than the body),
      // and the key.
      sizeCalculation: ({ entry }, url) => entry.body.length * 2 + url.length + 256,
      // lru-cache counts an entry stale once older than its ttl; answers here expire at maxAgeMs itself.
      ttl: Math.max(1, maxAgeMs - 1),
      ttlResolution: 0,
      perf: { now },
    });
  }

  async get(
    tag: CacheTag,
    url: string,
    produce: () => Promise<{ data: unknown; headers?: Record<string, string> }>,
  ): Promise<CachedJson> {
    const hit = this.#entries.get(url);
    if (hit?.tags.includes(tag)) return hit.entry;
    return this.remember([tag], url, async () => {
      const { data, headers = {} } = await produce();
      return { entry: toCachedJson(data, headers), keep: true };
    });
  }

  /**
   * A cached answer built from several resources (a rendered page, keyed apart from API URLs), dropped
   * when any of `tags` is written. `keep: false` answers without caching (e.g. a partial render).
   */
  async remember(
    tags: readonly CacheTag[],
    key: string,
    produce: () => Promise<{ entry: CachedJson; keep: boolean }>,
  ): Promise<CachedJson> {
    const hit = this.#entries.get(key);
    if (hit && tags.every((tag) => hit.tags.includes(tag))) return hit.entry;
    const generations = tags.map((tag) => this.#generation.get(tag) ?? 0);
    // A request after a write does not join an answer begun before it.
    const flightKey = `${tags.map((tag, i) => `${tag}@${generations[i]}`).join(',')} ${key}`;
    const pending = this.#inFlight.get(flightKey);
    if (pending) return pending;
    const produced = produce()
      .then(({ entry, keep }) => {
        const unchanged = tags.every((tag, i) => (this.#generation.get(tag) ?? 0) === generations[i]);
        if (keep && unchanged) this.#entries.set(key, { tags, entry });
        return entry;
      })
      .finally(() => this.#inFlight.delete(flightKey));
    this.#inFlight.set(flightKey, produced);
    return produced;
  }

  /** A cached answer for this exact URL, if any (the fast path skips routing and auth for it). */
  peek(url: string): CachedJson | undefined {
    return this.#entries.get(url)?.entry;
  }

  /** Bytes held (as counted for the bound). */
  get size(): number {
    return this.#entries.calculatedSize;
  }

  /** Told of every invalidation made here: cache-sync.ts publishes it to the other processes. */
  onInvalidate?: (tags: CacheTag[]) => void;

  /** After a write: drops the answers tagged with `tags` here and in every other process. */
  invalidate(...tags: CacheTag[]): void {
    this.dropLocal(...tags);
    this.onInvalidate?.(tags);
  }

  /** Drops the answers tagged with `tags` in this process only (what another process's write does here). */
  dropLocal(...tags: CacheTag[]): void {
    for (const tag of tags) this.#generation.set(tag, (this.#generation.get(tag) ?? 0) + 1);
    const dropped = [...this.#entries.entries()].filter(([, entry]) =>
      entry.tags.some((tag) => tags.includes(tag)),
    );
    for (const [url] of dropped) this.#entries.delete(url);
  }
}

/** The cache key of a rendered page: by origin (its canonical links are absolute) and URL; never an API URL. */
export const pageCacheKey = (origin: string, url: string) => `page ${origin}${url}`;

/**
 * Answers GETs whose exact URL is cached straight from node:http, before Koa runs its middleware: only
 * public, user-independent answers are ever cached (JSON, and rendered pages, which carry their own CSP in
 * `headers`), so body parsing, auth and routing could not change them. `originOf` gives a page request's
 * origin as Koa sees it (proxy headers included). Requests with an Origin header take the normal path,
 * which adds the CORS headers. Returns false when the request is not a cache hit.
 */
export function createCachedResponder(
  cache: JsonCache,
  options: { production: boolean; originOf?: (req: IncomingMessage, res: ServerResponse) => string },
) {
  const apiSecurity = Object.entries(securityHeaderValues({ production: options.production, api: true }));
  const pageSecurity = Object.entries(securityHeaderValues({ production: options.production, api: false }));
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.origin || !req.url) return false;
    let entry = cache.peek(req.url);
    const page = !entry && !req.url.startsWith('/api/') && options.originOf !== undefined;
    if (page) entry = cache.peek(pageCacheKey(options.originOf?.(req, res) ?? '', req.url));
    if (!entry) return false;
    const status = entry.status ?? 200;
    const notModified = status === 200 && matchesEtag(req.headers['if-none-match'] ?? '', entry.etag);
    const encoding = notModified ? undefined : encodingFor(entry, req.headers['accept-encoding'] ?? '');
    const body = notModified ? undefined : encoded(entry, encoding);
    const headers: string[] = [];
    for (const [name, value] of page ? pageSecurity : apiSecurity) headers.push(name, value);
    for (const [name, value] of Object.entries(entry.headers)) headers.push(name, value);
    headers.push('ETag', entry.etag, 'Cache-Control', 'no-cache', 'Vary', VARY);
    if (body) {
      const type = entry.type ?? 'application/json; charset=utf-8';
      headers.push('Content-Type', type, 'Content-Length', String(body.length));
    }
    if (encoding) headers.push('Content-Encoding', encoding);
    res.writeHead(notModified ? 304 : status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

type Encoding = 'br' | 'gzip';

/** Brotli when the client takes it (smaller pages on slow mobile data), else gzip; tiny bodies as they are. */
function encodingFor(entry: CachedJson, acceptEncoding: string): Encoding | undefined {
  if (entry.body.length < GZIP_MIN_BYTES) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

/** The body in `encoding`, compressed once per entry. Brotli at a middle quality: fast to make, still smaller than gzip. */
function encoded(entry: CachedJson, encoding: Encoding | undefined): Buffer {
  if (encoding === 'br')
    entry.br ??= brotliCompressSync(entry.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
    });
  else if (encoding === 'gzip') entry.gzip ??= gzipSync(entry.body);
  return (encoding && entry[encoding]) || entry.body;
}

const matchesEtag = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch !== '' && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

export function toCachedJson(data: unknown, headers: Record<string, string> = {}): CachedJson {
  return toCachedBody(Buffer.from(JSON.stringify(data)), { headers });
}

/** Any body for the cache, with its content hash as ETag. */
export function toCachedBody(
  body: Buffer,
  extra: Partial<Pick<CachedJson, 'headers' | 'type' | 'status'>> = {},
): CachedJson {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { headers: {}, ...extra, body, etag };
}

/** Sends a cached answer: 304 when the client's ETag matches, a precomputed gzip when accepted. */
export function sendCachedJson(ctx: Context, entry: CachedJson): void {
  ctx.set(entry.headers);
  ctx.set('ETag', entry.etag);
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('Vary', VARY);
  ctx.compress = false;
  ctx.status = entry.status ?? 200;
  if (ctx.status === 200 && matchesEtag(ctx.get('If-None-Match'), entry.etag)) {
    ctx.status = 304;
    return;
  }
  ctx.type = entry.type ?? 'application/json; charset=utf-8';
  const encoding = encodingFor(entry, ctx.get('Accept-Encoding'));
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.body = encoded(entry, encoding);
}
