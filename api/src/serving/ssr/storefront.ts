import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CART_API_PATH, CART_COOKIE, type ServerCart } from '@ata/core/cart';
import { canonicalPageUrl, isPersonalPage, matchPublicRoute, microFrontends } from '@ata/core/routes';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable.ts';
import {
  type CacheTag,
  pageCacheKey,
  productTag,
  RESOURCE_TAGS,
  sendCached,
  toCachedBody,
} from '../../http/response-cache.ts';
import { buildServerManifest, type MfeManifest } from '../manifest.ts';
import { resolveInside } from '../static-files.ts';
import { type ComposedPage, createPageComposer } from './compose.ts';
import { ServerEntries } from './server-entries.ts';

const listCss = (dir: string): string[] => {
  try {
    return readdirSync(dir).filter((file) => file.endsWith('.css'));
  } catch {
    return [];
  }
};

/**
 * Reads the stylesheets this server serves (the shell's and each remote's built CSS, by URL) so that pages
 * can carry them inline; a remote served from elsewhere (`MFE_<NAME>_URL`) is not read (it stays a link).
 */
export function servedStyles(root: string): (href: string) => string | undefined {
  const read = new Map<string, string | undefined>();
  const fileOf = (href: string) => {
    if (!href.startsWith('/') || !href.endsWith('.css')) return undefined;
    const remote = microFrontends.find((app) => href.startsWith(`${app.urlPath}/`));
    return remote
      ? resolveInside(path.join(root, remote.workspace, 'dist'), href.slice(remote.urlPath.length))
      : resolveInside(path.join(root, 'shell/dist'), href);
  };
  return (href) => {
    if (!read.has(href)) {
      const file = fileOf(href);
      let css: string | undefined;
      try {
        css = file ? readFileSync(file, 'utf8') : undefined;
      } catch {
        css = undefined;
      }
      read.set(href, css);
    }
    return read.get(href);
  };
}

/**
 * Answers a storefront page (GET or HEAD) with the server-composed HTML. The template and the
 * manifest are read on first use (after the front-ends are built).
 */
export function createStorefront(options: {
  root: string;
  /** `/mfe-manifest.json` (read on first use, with the builds). */
  manifest: () => MfeManifest;
  /** Whether pages register the service worker (SERVICE_WORKER). */
  serviceWorker: boolean;
  /** Headers every page carries (its CSP), kept with the cached page for the fast path to send. */
  headers: Record<string, string>;
  log?: Pick<Logger, 'error' | 'warn'>;
}) {
  let compose: ReturnType<typeof createPageComposer> | undefined;
  const composer = () => {
    const manifest = options.manifest();
    compose ??= createPageComposer({
      template: readFileSync(path.join(options.root, 'shell/dist/index.html'), 'utf8'),
      applications: buildServerManifest(options.root, manifest, listCss),
      manifest,
      serviceWorker: options.serviceWorker,
      entries: new ServerEntries(options.log),
      readStyle: servedStyles(options.root),
      log: options.log,
    });
    return compose;
  };

  const render = async (
    ctx: Context,
    url: string,
    origin: string,
    fetchFrom: typeof fetch = ctx.dataPort,
  ) => {
    const reads = watchedReads(fetchFrom);
    const page: ComposedPage = await composer()({ url, origin, fetch: reads.fetch });
    // The database did not answer a read: say so (503) rather than keep a page with its data missing. A
    // stale copy, when the cache has one, is served instead (ResponseCache.remember).
    const unavailable = reads.unavailable();
    const entry = toCachedBody(Buffer.from(page.html), {
      type: 'text/html; charset=utf-8',
      status: unavailable ? 503 : page.status,
      headers: unavailable
        ? { ...options.headers, 'Retry-After': String(RETRY_AFTER_SECONDS) }
        : options.headers,
    });
    // A page with a region left to the browser is not kept: the next visitor gets another try.
    return { entry, keep: page.failed.length === 0 && !unavailable };
  };

  return async (ctx: Context): Promise<void> => {
    const origin = ctx.publicOrigin;
    // Rendered and cached for the parameters the page reads: tracking and junk parameters are rendered away.
    const url = canonicalPageUrl(ctx.url);
    // A shopper with a cart: the page shows her cart (header count, /cart, /checkout), for her only.
    const cart = await personalCart(ctx);
    if (isPersonalPage(ctx.path) || cart) {
      const { entry } = await render(ctx, url, origin, cart?.fetch);
      ctx.set(entry.headers);
      if (isPersonalPage(ctx.path)) {
        // One shopper's order: rendered for this request only, kept by no cache, ours or anyone's.
        ctx.set('Cache-Control', 'private, no-store');
        ctx.set('X-Robots-Tag', 'noindex');
      } else {
        ctx.set('Cache-Control', 'private, no-cache');
        ctx.set('Vary', 'Cookie, Accept-Encoding');
      }
      ctx.status = entry.status ?? 200;
      ctx.type = entry.type ?? 'text/html; charset=utf-8';
      ctx.body = entry.body;
      return;
    }
    const cache = ctx.responseCache;
    const entry = cache
      ? await cache.remember(pageTags(url), pageCacheKey(origin, url), () => render(ctx, url, origin))
      : (await render(ctx, url, origin)).entry;
    sendCached(ctx, entry);
  };
}

/**
 * When the request's cart cookie names a cart with something in it (lines, a notice, a checkout draft): the
 * render's reads, where `/api/cart` answers that cart (read once, here: every application of the page sees
 * the same cart, and what the read said once is said once). The cookie goes to that read only. Otherwise
 * `undefined`: the page is everyone's (the shared cache), its cart empty.
 */
async function personalCart(ctx: Context): Promise<{ fetch: typeof fetch } | undefined> {
  const cookie = ctx.cookies.get(CART_COOKIE);
  if (!cookie) return undefined;
  const answer = await ctx.dataPort(CART_API_PATH, { headers: { cookie: `${CART_COOKIE}=${cookie}` } });
  if (answer.status !== 200) return undefined;
  const body = await answer.text();
  const cart = JSON.parse(body) as ServerCart;
  if (cart.items.length === 0 && !cart.notice && !cart.checkout) return undefined;
  const fetchCart = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url, 'http://page.local').pathname === CART_API_PATH)
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    return ctx.dataPort(input, init);
  }) as typeof fetch;
  return { fetch: fetchCart };
}

/**
 * What a page shows. Every page may show any resource (an admin's write drops them all); the catalogue's
 * pages (home, shop, product with its related products) show stock badges, and a product page its stock.
 */
function pageTags(url: string): CacheTag[] {
  const tags: CacheTag[] = [...RESOURCE_TAGS];
  const owner = matchPublicRoute(url.split('?')[0] ?? '')?.owner;
  // A blog post may show a recipe cart, with each ingredient's stock.
  if (owner === 'mfe_catalog' || owner === 'mfe_blog') tags.push('stock-badges');
  const slug = /^\/product\/([\w-]+)\/?(?:\?|$)/.exec(url)?.[1];
  if (slug) tags.push(productTag(slug));
  return tags;
}

/**
 * The render's reads, watched for a database that did not answer (503). After one such answer the rest fail
 * at once: each would wait out the database timeout again, and the page is answered 503 anyway.
 */
function watchedReads(fetchFrom: typeof fetch) {
  let unavailable = false;
  const watched = (async (input: string | URL | Request, init?: RequestInit) => {
    if (unavailable) return new Response(null, { status: 503 });
    const response = await fetchFrom(input, init);
    if (response.status === 503) unavailable = true;
    return response;
  }) as typeof fetch;
  return { fetch: watched, unavailable: () => unavailable };
}
