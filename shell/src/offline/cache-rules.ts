import { canonicalPageUrl, matchPublicRoute } from '@ata/core/routes';

/**
 * What the service worker (worker/sw.ts) does with a request, decided from the request alone so that it can
 * be tested here:
 * - `asset`: content-addressed (a hash in the name, or a remote entry named with its content's version by
 *   `/mfe-manifest.json`): cache-first, never revalidated, since that URL's bytes never change;
 * - `entry`: the runtime manifest and an unversioned remote entry, which say which build is current:
 *   network-first, the saved copy only offline;
 * - `page`: a storefront page (a public route): stale-while-revalidate;
 * - `cart-page`: the cart and the checkout, which show the shopper's own cart (and, once the cart lives on
 *   the server, arrive right after a form post changed it): network-first, the saved copy only offline;
 * - `data`: a public read the pages need offline (catalogue, products, categories, blog, settings,
 *   payment options): network-first, the saved copy only offline;
 * - `image`: product and blog images, and the shell's unhashed files (favicon, web manifest):
 *   stale-while-revalidate.
 * Anything else (undefined) is left to the browser: every write, the admin console, the personal
 * tracking pages, sign-in, orders and payments, other origins.
 */
export type CacheRule = 'asset' | 'entry' | 'page' | 'cart-page' | 'data' | 'image';

export interface RequestFacts {
  url: URL;
  method: string;
  /** A navigation (or the worker asked to keep the page the shopper is on). */
  page: boolean;
}

/** Vite's content hash in a file name: `name-<8 url-safe base64 chars>.ext` (as api/src/serving/static-files.ts). */
const HASHED = /-[\w-]{8}\.(js|mjs|css|svg|png|jpe?g|webp|avif|woff2?)$/;
const REMOTE_ENTRY = /\/assets\/remoteEntry\.js$/;
/** Public reads, by path; the console's (`/api/blog/all`, `/api/blog/id/…`) and everything not listed stay out. */
const PUBLIC_READS =
  /^\/api\/(catalog|products(\/[^/]+)?|categories(\/[^/]+)?|blog(\/(?!(id|all)(\/|$))[^/]+)?|blog\/category\/[^/]+|settings(\/[^/]+)?|payments\/config)$/;
/** Never, whatever else matches: the owner's console, the shopper's tracking pages, the worker itself. */
const NEVER = /^\/(admin|track|sw\.js)(\/|$)/;

export function cacheRuleFor({ url, method, page }: RequestFacts, origin: string): CacheRule | undefined {
  if (method !== 'GET' || url.origin !== origin) return undefined;
  const path = url.pathname;
  if (NEVER.test(path)) return undefined;
  if (page) {
    const route = matchPublicRoute(path);
    // A page about one shopper (tracking) is never kept, whatever its path.
    if (!route || route.personal) return undefined;
    return route.owner === 'mfe_cart_checkout' ? 'cart-page' : 'page';
  }
  if (path === '/mfe-manifest.json') return 'entry';
  if (REMOTE_ENTRY.test(path)) return url.searchParams.has('v') ? 'asset' : 'entry';
  if (path.startsWith('/api/')) {
    if (path.startsWith('/api/images/')) return 'image';
    return PUBLIC_READS.test(path) ? 'data' : undefined;
  }
  if (HASHED.test(path)) return 'asset';
  if (/^\/(favicon\.svg|manifest\.webmanifest)$/.test(path)) return 'image';
  return undefined;
}

/** The copy a page is kept under: tracking and junk parameters share one (the server renders them away too). */
export const pageCacheKey = (url: URL): string =>
  `${url.origin}${canonicalPageUrl(url.pathname + url.search)}`;

/** Requests the console's pages make are the console's, even for a URL a storefront page may read. */
export const isStorefrontClient = (clientUrl: string): boolean => !NEVER.test(new URL(clientUrl).pathname);
