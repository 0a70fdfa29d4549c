/**
 * The one table of micro-frontends: the name each is registered and federated under, the path it is
 * served from, its workspace, the public routes it owns and the environment variable that moves it
 * to another origin. The route table, the federation build settings, the shell's manifest and
 * registration and the server's manifest all read it.
 */
export const microFrontends = [
  {
    name: 'mfe_catalog',
    urlPath: '/mfe/catalog',
    workspace: 'mfe-catalog',
    routes: ['/', '/shop', '/product/{id}'],
    env: 'MFE_CATALOG_URL',
  },
  {
    name: 'mfe_cart_checkout',
    urlPath: '/mfe/cart-checkout',
    workspace: 'mfe-cart-checkout',
    routes: ['/cart', '/checkout'],
    env: 'MFE_CART_CHECKOUT_URL',
  },
  {
    name: 'mfe_blog',
    urlPath: '/mfe/blog',
    workspace: 'mfe-blog',
    routes: ['/blog', '/blog/{slug}'],
    env: 'MFE_BLOG_URL',
  },
] as const;

export type MicroFrontend = (typeof microFrontends)[number];
export type MicroFrontendName = MicroFrontend['name'];

export const microFrontendNames: readonly MicroFrontendName[] = microFrontends.map((app) => app.name);

/** Where a micro-frontend's federation entry is served, below its url path (or an override's folder). */
export const remoteEntryUrl = (base: string): string => `${base.replace(/\/+$/, '')}/assets/remoteEntry.js`;
