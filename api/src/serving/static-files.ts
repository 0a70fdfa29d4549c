import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';

/** Long-lived caching for content-hashed files; everything else is revalidated on each use. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** Vite's content hash: `name-<8 url-safe base64 chars>.ext`. */
const HASHED = /-[\w-]{8}\.(js|mjs|css|svg|png|jpe?g|webp|avif|woff2?)$/;
export const isHashedAsset = (file: string) =>
  HASHED.test(path.basename(file)) && !file.endsWith('remoteEntry.js');

/** The absolute file for a URL path under `root`, or undefined when the path tries to leave it. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(root + path.sep) ? file : undefined;
}

/**
 * Streams a file with a cache policy (hashed → immutable, else no-cache + validators) and answers
 * conditional requests with 304; a client that takes brotli gets the build's brotli copy when there is one
 * (`<file>.br`, @ata/ui/vite/precompress). Returns false when there is no such file.
 */
export async function sendFile(
  ctx: Context,
  file: string,
  options: { cacheControl?: string; status?: number } = {},
): Promise<boolean> {
  const stats = await fileStats(file);
  if (!stats) return false;
  const brotli = ctx.acceptsEncodings('br', 'identity') === 'br' ? await fileStats(`${file}.br`) : undefined;
  const sent = brotli ?? stats;
  ctx.status = options.status ?? 200;
  ctx.type = path.extname(file) || 'application/octet-stream';
  ctx.set(
    'Cache-Control',
    options.cacheControl ?? (isHashedAsset(file) ? CACHE_IMMUTABLE : CACHE_REVALIDATE),
  );
  ctx.vary('Accept-Encoding');
  ctx.set('Last-Modified', stats.mtime.toUTCString());
  // Each encoding its own validator (a cache may keep both).
  const version = `${sent.size.toString(16)}-${Math.floor(sent.mtimeMs).toString(16)}`;
  ctx.set('ETag', `W/"${version}${brotli ? '-br' : ''}"`);
  if (ctx.status === 200 && ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
    return true;
  }
  if (brotli) {
    ctx.set('Content-Encoding', 'br');
    // Already compressed: koa-compress leaves it alone.
    ctx.compress = false;
  }
  ctx.length = sent.size;
  // HEAD answers like GET without a body (a null body would turn it into 204).
  if (ctx.method !== 'HEAD') ctx.body = createReadStream(brotli ? `${file}.br` : file);
  return true;
}

async function fileStats(file: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}
