import { BLOG_LIST_PARAMS } from '../blog/topics.ts';
import { FILTER_PARAMS } from '../catalog/filters.ts';
import { type MicroFrontendName, microFrontends } from './micro-frontends.ts';

/** The application that owns a public route: a micro-frontend, or the shell itself. */
export type RouteOwner = 'shell' | MicroFrontendName;

const ownerOf = (path: string): RouteOwner =>
  microFrontends.find((app) => (app.routes as readonly string[]).includes(path))?.name ?? 'shell';

export interface PublicRoute<Path extends string = string> {
  pattern: RegExp;
  path: Path;
  owner: RouteOwner;
  title: string;
  /** The query parameters the page reads; any other one (utm_source, fbclid, junk) renders the same page. */
  query: readonly string[];
}

const route = <Path extends string>(
  path: Path,
  pattern: RegExp,
  title: string,
  query: readonly string[] = [],
): PublicRoute<Path> => ({
  path,
  pattern,
  owner: ownerOf(path),
  title,
  query,
});

/** The public routes, each with its title and its owner (from the table of micro-frontends). */
export const publicRoutes = [
  route('/', /^\/$/, 'Nigerian Spices & Foodstuffs'),
  route('/shop', /^\/shop\/?$/, 'Shop', FILTER_PARAMS),
  route('/product/{id}', /^\/product\/[^/]+\/?$/, 'Product'),
  route('/cart', /^\/cart\/?$/, 'Cart'),
  route('/checkout', /^\/checkout\/?$/, 'Checkout'),
  route('/about', /^\/about\/?$/, 'About Us'),
  route('/contact', /^\/contact\/?$/, 'Contact Us'),
  route('/blog', /^\/blog\/?$/, 'Blog', BLOG_LIST_PARAMS),
  route('/blog/{slug}', /^\/blog\/[^/]+\/?$/, 'Blog'),
  route('/terms', /^\/terms\/?$/, 'Terms of Service'),
  route('/privacy', /^\/privacy\/?$/, 'Privacy Policy'),
  route('/shipping', /^\/shipping\/?$/, 'Shipping Policy'),
] as const satisfies readonly PublicRoute[];

/** A path of the route table (`/product/{id}`): what a front-end's page declares it answers. */
export type PublicPath = (typeof publicRoutes)[number]['path'];

export const matchPublicRoute = (pathname: string): PublicRoute<PublicPath> | undefined =>
  publicRoutes.find((route) => route.pattern.test(pathname));

/**
 * A page's URL with only the query parameters the page reads, in a fixed order: the one URL a rendered page
 * is cached under, however many tracking or junk parameters a link carries. Any other path keeps no query.
 */
export function canonicalPageUrl(url: string): string {
  // Split by hand: `new URL` would read `//host/x` as another host and resolve `..` segments.
  const [pathname = '', search = ''] = url.split('#')[0]?.split(/\?(.*)/s) ?? [];
  const names = matchPublicRoute(pathname)?.query ?? [];
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of [...names].sort()) for (const value of given.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Any other path is not found. */
export const NOT_FOUND_TEXT = '404 Page Not Found';

/** `<title>`: the page's own title plus the brand. */
export const pageTitle = (title: string, brandName = 'Ata Market'): string => `${title} | ${brandName}`;
