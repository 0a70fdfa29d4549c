/**
 * The one table of micro-frontends: the name each is registered and federated under, the path it is
 * served from, its workspace (the public routes it owns are marked in the route table, public-routes.ts),
 * the environment variable that moves it to another origin, and the one that names its server entry when
 * that is not the workspace's own build. The route table, the federation build settings, the shell's
 * manifest and registration and the server's manifest all read it. No page's frame preloads any of them:
 * the cart's store and drawer load after hydration (shell/src/spa/cart.ts, drawer.ts).
 */
export const microFrontends = [
  {
    name: 'mfe_catalog',
    urlPath: '/mfe/catalog',
    workspace: 'mfe-catalog',
    env: 'MFE_CATALOG_URL',
    serverEntryEnv: 'MFE_CATALOG_SERVER_ENTRY',
  },
  {
    name: 'mfe_cart_checkout',
    urlPath: '/mfe/cart-checkout',
    workspace: 'mfe-cart-checkout',
    env: 'MFE_CART_CHECKOUT_URL',
    serverEntryEnv: 'MFE_CART_CHECKOUT_SERVER_ENTRY',
  },
  {
    name: 'mfe_blog',
    urlPath: '/mfe/blog',
    workspace: 'mfe-blog',
    env: 'MFE_BLOG_URL',
    serverEntryEnv: 'MFE_BLOG_SERVER_ENTRY',
  },
] as const;

export type MicroFrontend = (typeof microFrontends)[number];
export type MicroFrontendName = MicroFrontend['name'];

export const microFrontendNames: readonly MicroFrontendName[] = microFrontends.map((app) => app.name);

/** Where a micro-frontend's federation entry is served, below its url path (or an override's folder). */
export const remoteEntryUrl = (base: string): string => `${base.replace(/\/+$/, '')}/assets/remoteEntry.js`;
