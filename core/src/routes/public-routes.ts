import { type MicroFrontendName, microFrontends } from './micro-frontends.ts';

/** The application that owns a public route: a micro-frontend, or the shell itself. */
export type RouteOwner = 'shell' | MicroFrontendName;

const ownerOf = (path: string): RouteOwner =>
  microFrontends.find((app) => (app.routes as readonly string[]).includes(path))?.name ?? 'shell';

const route = (path: string, pattern: RegExp, title: string) => ({
  path,
  pattern,
  owner: ownerOf(path),
  title,
});

/** The public routes, each with its title and its owner (from the table of micro-frontends). */
export const publicRoutes: readonly { pattern: RegExp; path: string; owner: RouteOwner; title: string }[] = [
  route('/', /^\/$/, 'Nigerian Spices & Foodstuffs'),
  route('/shop', /^\/shop\/?$/, 'Shop'),
  route('/product/{id}', /^\/product\/[^/]+\/?$/, 'Product'),
  route('/cart', /^\/cart\/?$/, 'Cart'),
  route('/checkout', /^\/checkout\/?$/, 'Checkout'),
  route('/about', /^\/about\/?$/, 'About Us'),
  route('/contact', /^\/contact\/?$/, 'Contact Us'),
  route('/blog', /^\/blog\/?$/, 'Blog'),
  route('/blog/{slug}', /^\/blog\/[^/]+\/?$/, 'Blog'),
  route('/terms', /^\/terms\/?$/, 'Terms of Service'),
  route('/privacy', /^\/privacy\/?$/, 'Privacy Policy'),
  route('/shipping', /^\/shipping\/?$/, 'Shipping Policy'),
];

export const matchPublicRoute = (pathname: string) =>
  publicRoutes.find((route) => route.pattern.test(pathname));

/** Any other path is not found. */
export const NOT_FOUND_TEXT = '404 Page Not Found';

/** `<title>`: the page's own title plus the brand. */
export const pageTitle = (title: string, brandName = 'Ata Market'): string => `${title} | ${brandName}`;
