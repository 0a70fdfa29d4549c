import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { canonicalPageUrl } from '@ata/core/routes';
import type { Context } from 'koa';
import { LRUCache } from 'lru-cache';
import { securityHeaderValues } from './security-headers.ts';

export interface CachedAnswer {
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
    responseCache?: ResponseCache;
  }
}

/** A resource the admin writes: writing it drops every answer built from it (`invalidate`). */
export const RESOURCE_TAGS = [
  'products',
  'categories',
  'blog',
  'settings',
  'delivery-zones',
  'pickup-points',
  'discounts',
  'partners',
  'recipes',
] as const;
export type ResourceTag = (typeof RESOURCE_TAGS)[number];

/**
 * Cache-invalidation tags. Beside the resources, finer tags let stock movements (orders, released
 * reservations) touch only what shows that stock: `product:<slug>` for one product's page and record,
 * `stock-badges` for everything that lists products with their "Only N left" / "Out of stock" badges.
 */
export type CacheTag = ResourceTag | 'stock-badges' | `product:${string}`;

export const productTag = (slug: string): CacheTag => `product:${slug}`;

const PRODUCT_TAG = /^product:[\w-]{1,200}$/;
/** A tag heard from another process (cache-sync.ts) is one of ours. */
export const isCacheTag = (value: unknown): value is CacheTag =>
  typeof value === 'string' &&
  ((RESOURCE_TAGS as readonly string[]).includes(value) ||
    value === 'stock-badges' ||
    PRODUCT_TAG.test(value));

/** `drop`: gone now (an admin's write must show at once); `stale`: served while one request refreshes it. */
export type InvalidationMode = 'drop' | 'stale';

/** Default memory bound of the cache: bodies plus their gzipped copies. */
const MAX_BYTES = 32 * 1024 * 1024;
/** Not-found and error answers have their own small bound: junk URLs must not evict real pages. */
const MAX_ERROR_BYTES = 2 * 1024 * 1024;
/** How long an expired or stale answer may still be served while a fresh one is made, or the database is away. */
const MAX_STALE_MS = 24 * 60 * 60 * 1000;
/** Answers differ by encoding, and by Origin through the CORS headers added on the normal path. */
const VARY = 'Accept-Encoding, Origin';
const GZIP_MIN_BYTES = 1024;

interface Stored {
  tags: readonly CacheTag[];
  entry: CachedAnswer;
  storedAt: number;
  /** Marked by a stock movement: served once more while a refresh is made. */
  stale: boolean;
}

/** What `remember`'s producer answers; `tags` adds tags learnt from the data (e.g. the product's slug). */
interface Produced {
  entry: CachedAnswer;
  keep: boolean;
  tags?: readonly CacheTag[];
}

/**
 * Serialized-answer cache for hot public reads (catalogue, blog) and rendered pages: a hit costs no query
 * and no entity hydration, and its ETag lets clients revalidate with 304. Admin writes call
 * `invalidate(tag)`, stock movements `markStale(tag)`. Expired and stale answers are served while one
 * request makes a fresh one (stale-while-revalidate), and while the database does not answer.
 * Per process; answers computed while a write was in flight are never stored.
 */
export class ResponseCache {
  /**
   * Keyed by request URL (path and query string), or by a page key for rendered pages; each entry
   * remembers the tags it was built from. Byte-bounded LRUs: many distinct query URLs evict the least
   * recently used answers, never all at once; error answers (404s) evict only each other.
   */
  readonly #entries: LRUCache<string, Stored>;
  readonly #errors: LRUCache<string, Stored>;
  /** Per tag, the sequence number of its latest invalidation; an answer begun before it is not stored. */
  readonly #changedAt = new Map<CacheTag, number>();
  #sequence = 0;
  /** Answers being produced: concurrent misses for one key wait for the same one (no stampede on expiry). */
  readonly #inFlight = new Map<string, { startedAt: number; answer: Promise<CachedAnswer> }>();

  /**
   * Writes in this process invalidate at once. `maxAgeMs` bounds how stale an answer can be when
   * another API process on the same database made the write; `maxBytes` bounds the memory held.
   */
  constructor(
    readonly maxAgeMs = 10_000,
    readonly now: () => number = Date.now,
    readonly maxBytes = MAX_BYTES,
  ) {
    const lru = (maxSize: number) =>
      new LRUCache<string, Stored>({
        maxSize,
        // The body, room for its gzip and brotli copies (made on first request; together never much larger
        // than the body), and the key.
        sizeCalculation: ({ entry }, url) => entry.body.length * 2 + url.length + 256,
        ttl: MAX_STALE_MS,
        ttlResolution: 0,
        perf: { now },
      });
    this.#entries = lru(maxBytes);
    this.#errors = lru(Math.min(maxBytes, MAX_ERROR_BYTES));
  }

  /** Called with an error a background refresh met (the stale answer keeps being served). */
  onRefreshError?: (error: unknown, key: string) => void;

  async get(
    tags: CacheTag | readonly CacheTag[],
    url: string,
    produce: () => Promise<{ data: unknown; headers?: Record<string, string>; tags?: readonly CacheTag[] }>,
  ): Promise<CachedAnswer> {
    return this.remember(typeof tags === 'string' ? [tags] : tags, url, async () => {
      const { data, headers = {}, tags: learnt } = await produce();
      return { entry: toCachedJson(data, headers), keep: true, tags: learnt };
    });
  }

  /**
   * A cached answer built from several resources (a rendered page, keyed apart from API URLs), dropped
   * when any of `tags` is written. `keep: false` answers without caching (e.g. a partial render).
   */
  async remember(
    tags: readonly CacheTag[],
    key: string,
    produce: () => Promise<Produced>,
  ): Promise<CachedAnswer> {
    const hit = this.#lookup(key);
    if (!hit || !tags.every((tag) => hit.tags.includes(tag))) return this.#produce(tags, key, produce);
    if (!this.#isFresh(hit))
      this.#produce(tags, key, produce).catch((error: unknown) => this.onRefreshError?.(error, key));
    return hit.entry;
  }

  #produce(tags: readonly CacheTag[], key: string, produce: () => Promise<Produced>): Promise<CachedAnswer> {
    // A request after a write does not join an answer begun before it.
    const pending = this.#inFlight.get(key);
    if (pending && !this.#changedSince(tags, pending.startedAt)) return pending.answer;
    const startedAt = this.#sequence;
    const answer = produce()
      .then(({ entry, keep, tags: learnt = [] }) => {
        const all = [...new Set([...tags, ...learnt])];
        if (keep && !this.#changedSince(all, startedAt)) {
          const stored = { tags: all, entry, storedAt: this.now(), stale: false };
          const errorAnswer = (entry.status ?? 200) >= 400;
          (errorAnswer ? this.#errors : this.#entries).set(key, stored);
          (errorAnswer ? this.#entries : this.#errors).delete(key);
        }
        return entry;
      })
      .finally(() => {
        if (this.#inFlight.get(key)?.answer === answer) this.#inFlight.delete(key);
      });
    this.#inFlight.set(key, { startedAt, answer });
    return answer;
  }

  #lookup(key: string): Stored | undefined {
    return this.#entries.get(key) ?? this.#errors.get(key);
  }

  #isFresh(stored: Stored): boolean {
    return !stored.stale && this.now() - stored.storedAt < this.maxAgeMs;
  }

  #changedSince(tags: readonly CacheTag[], sequence: number): boolean {
    return tags.some((tag) => (this.#changedAt.get(tag) ?? 0) > sequence);
  }

  /** A fresh cached answer for this exact key, if any (the fast path skips routing and auth for it). */
  peek(key: string): CachedAnswer | undefined {
    const hit = this.#lookup(key);
    return hit && this.#isFresh(hit) ? hit.entry : undefined;
  }

  /** Bytes held (as counted for the bounds). */
  get size(): number {
    return this.#entries.calculatedSize + this.#errors.calculatedSize;
  }

  /** Told of every invalidation made here: cache-sync.ts publishes it to the other processes. */
  onInvalidate?: (tags: CacheTag[], mode: InvalidationMode) => void;

  /** After an admin's write: drops the answers tagged with `tags` here and in every other process. */
  invalidate(...tags: CacheTag[]): void {
    this.applyLocal('drop', tags);
    this.onInvalidate?.(tags, 'drop');
  }

  /**
   * After stock moved: the rendered pages tagged with `tags` are served once more while one request renders
   * them again; JSON answers are dropped. Here and in every other process.
   */
  markStale(...tags: CacheTag[]): void {
    this.applyLocal('stale', tags);
    this.onInvalidate?.(tags, 'stale');
  }

  /** Applies an invalidation in this process only (what another process's write does here). */
  applyLocal(mode: InvalidationMode, tags: readonly CacheTag[]): void {
    this.#sequence += 1;
    for (const tag of tags) this.#changedAt.set(tag, this.#sequence);
    for (const lru of [this.#entries, this.#errors]) {
      for (const [key, stored] of lru.entries()) {
        if (!stored.tags.some((tag) => tags.includes(tag))) continue;
        // JSON answers are dropped even when marking stale: they cost one query, and a page refreshing
        // from a stale one would store the old stock again as fresh.
        if (mode === 'drop' || stored.entry.type === undefined) lru.delete(key);
        else stored.stale = true;
      }
    }
  }
}

/**
 * The cache key of a rendered page: by origin (its canonical links are absolute) and the page's canonical URL
 * (the parameters it reads, in a fixed order), so junk and tracking parameters cannot fill the cache; never
 * an API URL.
 */
export const pageCacheKey = (origin: string, url: string) => `page ${origin}${canonicalPageUrl(url)}`;

/**
 * Answers GETs whose exact URL is cached straight from node:http, before Koa runs its middleware: only
 * public, user-independent answers are ever cached (JSON, and rendered pages, which carry their own CSP in
 * `headers`), so body parsing, auth and routing could not change them. `originOf` gives a page request's
 * origin as Koa sees it (proxy headers included). Requests with an Origin header take the normal path,
 * which adds the CORS headers. Returns false when the request is not a cache hit.
 */
export function createCachedResponder(
  cache: ResponseCache,
  options: {
    production: boolean;
    originOf?: (req: IncomingMessage, res: ServerResponse) => string;
    /** A page request that must not be answered from the shared cache (a shopper's cart cookie). */
    personal?: (req: IncomingMessage) => boolean;
  },
) {
  const apiSecurity = Object.entries(securityHeaderValues({ production: options.production, api: true }));
  const pageSecurity = Object.entries(securityHeaderValues({ production: options.production, api: false }));
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.origin || !req.url) return false;
    let entry = cache.peek(req.url);
    const page = !entry && !req.url.startsWith('/api/') && options.originOf !== undefined;
    if (page && options.personal?.(req)) return false;
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
function encodingFor(entry: CachedAnswer, acceptEncoding: string): Encoding | undefined {
  if (entry.body.length < GZIP_MIN_BYTES) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

/** Brotli quality of an entry's first answer, which waits for it: quick to make. */
const QUICK_BROTLI = 5;
/**
 * Quality of the copy made meanwhile off the event loop (zlib's thread pool) for every later answer: a page
 * 8–10 % smaller, ≈ 40 ms of a worker thread for a 100 KB page, once per entry (a shared page reaches many
 * phones; each KB is 20 ms on a 400 kbps link). Larger bodies keep the quick copy.
 */
const BEST_BROTLI = 10;
const BEST_BROTLI_MAX_BYTES = 512 * 1024;

const brotliOptions = (quality: number, body: Buffer) => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/** The body in `encoding`, compressed once per entry (brotli: quickly at first, then better; see above). */
function encoded(entry: CachedAnswer, encoding: Encoding | undefined): Buffer {
  if (encoding === 'br' && !entry.br) {
    const quick = brotliCompressSync(entry.body, brotliOptions(QUICK_BROTLI, entry.body));
    entry.br = quick;
    if (entry.body.length <= BEST_BROTLI_MAX_BYTES)
      brotliCompress(entry.body, brotliOptions(BEST_BROTLI, entry.body), (error, best) => {
        if (!error && best.length < quick.length) entry.br = best;
      });
  } else if (encoding === 'gzip') entry.gzip ??= gzipSync(entry.body);
  return (encoding && entry[encoding]) || entry.body;
}

const matchesEtag = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch !== '' && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

export function toCachedJson(data: unknown, headers: Record<string, string> = {}): CachedAnswer {
  return toCachedBody(Buffer.from(JSON.stringify(data)), { headers });
}

/** Any body for the cache, with its content hash as ETag. */
export function toCachedBody(
  body: Buffer,
  extra: Partial<Pick<CachedAnswer, 'headers' | 'type' | 'status'>> = {},
): CachedAnswer {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { headers: {}, ...extra, body, etag };
}

/** Sends a cached answer: 304 when the client's ETag matches, a precomputed gzip when accepted. */
export function sendCached(ctx: Context, entry: CachedAnswer): void {
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
