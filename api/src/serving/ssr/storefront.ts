import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import { ALL_CACHE_TAGS, pageCacheKey, sendCachedJson, toCachedBody } from '../../http/json-cache.ts';
import { buildServerManifest, type MfeManifest } from '../manifest.ts';
import { type ComposedPage, createPageComposer } from './compose.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import { ServerEntries } from './server-entries.ts';

const listCss = (dir: string): string[] => {
  try {
    return readdirSync(dir).filter((file) => file.endsWith('.css'));
  } catch {
    return [];
  }
};

/**
 * Answers a storefront page (GET or HEAD) with the server-composed HTML. The template and the
 * manifest are read on first use (after the front-ends are built).
 */
export function createStorefront(options: {
  root: string;
  manifest: MfeManifest;
  /** Headers every page carries (its CSP), kept with the cached page for the fast path to send. */
  headers: Record<string, string>;
  log?: Pick<Logger, 'error' | 'warn'>;
}) {
  let compose: ReturnType<typeof createPageComposer> | undefined;
  const composer = () => {
    compose ??= createPageComposer({
      template: readFileSync(path.join(options.root, 'shell/dist/index.html'), 'utf8'),
      applications: buildServerManifest(options.root, options.manifest, listCss),
      manifest: options.manifest,
      entries: new ServerEntries(options.log),
      log: options.log,
    });
    return compose;
  };

  const render = async (ctx: Context, origin: string) => {
    const page: ComposedPage = await composer()({
      url: ctx.url,
      origin,
      fetch: inProcessFetch(ctx.app, new URL(origin).host),
    });
    const entry = toCachedBody(Buffer.from(page.html), {
      type: 'text/html; charset=utf-8',
      status: page.status,
      headers: options.headers,
    });
    // A page with a region left to the browser is not kept: the next visitor gets another try.
    return { entry, keep: page.failed.length === 0 };
  };

  return async (ctx: Context): Promise<void> => {
    const origin = ctx.publicOrigin;
    const key = pageCacheKey(origin, ctx.url);
    const cache = ctx.jsonCache;
    const entry = cache
      ? await cache.remember(ALL_CACHE_TAGS, key, () => render(ctx, origin))
      : (await render(ctx, origin)).entry;
    sendCachedJson(ctx, entry);
  };
}
