import { BLOG_LIST_PARAMS } from '../blog/topics.ts';
import { FILTER_PARAMS } from '../catalog/filters.ts';
import type { MicroFrontendName } from './micro-frontends.ts';

/**
 * The checkout's preselected way to pay (`?payment=whatsapp`: the cart drawer's WhatsApp checkout), and
 * the payment Paystack sends the shopper back with (`?trxref=…&reference=…`): the server renders what the
 * browser will hydrate.
 */
export const CHECKOUT_PARAMS = ['payment', 'reference', 'trxref'] as const;

/** An order's page just after it was placed (`?placed=1`) or paid (Paystack's `?trxref=…&reference=…`). */
export const ORDER_PAGE_PARAMS = ['placed', 'reference', 'trxref'] as const;

/** What the `/track` form page reads back after a failed lookup (api/src/tracking/form.ts). */
export const TRACK_FORM_PARAMS = ['error', 'reference'] as const;

/** The application that owns a public route: a micro-frontend, or the shell itself. */
export type RouteOwner = 'shell' | MicroFrontendName;

export interface PublicRoute<Path extends string = string> {
  pattern: RegExp;
  path: Path;
  owner: RouteOwner;
  title: string;
  /** The query parameters the page reads; any other one (utm_source, fbclid, junk) renders the same page. */
  query: readonly string[];
  /**
   * A page about one shopper (an order's tracking page): rendered for each request, never kept in the page
   * cache, sent `Cache-Control: private, no-store` and marked noindex.
   */
  personal: boolean;
}

/** `/product/{id}` matches `/product/<anything but a slash>`, with or without a trailing slash; `/` only itself. */
const patternOf = (path: string): RegExp =>
  path === '/'
    ? /^\/$/
    : new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}\\/?$`);

const route = <Path extends string>(
  path: Path,
  title: string,
  {
    owner = 'shell',
    query = [],
    personal = false,
  }: { owner?: RouteOwner; query?: readonly string[]; personal?: boolean } = {},
): PublicRoute<Path> => ({ path, pattern: patternOf(path), owner, title, query, personal });

/**
 * The public routes, one line each: the path, its title, the application that owns it (the shell when
 * none is named) and the query parameters it reads. Adding a page with a new URL adds one line here.
 */
export const publicRoutes = [
  route('/', 'Nigerian Spices & Foodstuffs', { owner: 'mfe_catalog' }),
  route('/shop', 'Shop', { owner: 'mfe_catalog', query: FILTER_PARAMS }),
  route('/product/{id}', 'Product', { owner: 'mfe_catalog' }),
  route('/cart', 'Cart', { owner: 'mfe_cart_checkout' }),
  route('/checkout', 'Checkout', { owner: 'mfe_cart_checkout', query: CHECKOUT_PARAMS }),
  route('/about', 'About Us'),
  route('/contact', 'Contact Us'),
  route('/blog', 'Blog', { owner: 'mfe_blog', query: BLOG_LIST_PARAMS }),
  // `servings`: the recipe cart's servings form, without JavaScript (mfe-blog/src/post/RecipeCart.tsx).
  route('/blog/{slug}', 'Blog', { owner: 'mfe_blog', query: ['servings'] }),
  route('/terms', 'Terms of Service'),
  route('/privacy', 'Privacy Policy'),
  route('/shipping', 'Shipping Policy'),
  route('/track', 'Track your order', { query: TRACK_FORM_PARAMS, personal: true }),
  route('/track/{token}', 'Your order', { query: ORDER_PAGE_PARAMS, personal: true }),
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

/** Whether a path is a personal page (see PublicRoute.personal). */
export const isPersonalPage = (pathname: string): boolean => matchPublicRoute(pathname)?.personal === true;

/** Any other path is not found. */
export const NOT_FOUND_TEXT = '404 Page Not Found';

/** `<title>`: the page's own title plus the brand. */
export const pageTitle = (title: string, brandName = 'Ata Market'): string => `${title} | ${brandName}`;
