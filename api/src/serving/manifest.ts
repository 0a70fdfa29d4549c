/** The micro-frontends the shell loads at runtime, and where each is served from by default. */
export const remoteApps = [
  { name: 'mfe_catalog', urlPath: '/mfe/catalog', workspace: 'mfe-catalog', env: 'MFE_CATALOG_URL' },
  {
    name: 'mfe_cart_checkout',
    urlPath: '/mfe/cart-checkout',
    workspace: 'mfe-cart-checkout',
    env: 'MFE_CART_CHECKOUT_URL',
  },
  { name: 'mfe_blog', urlPath: '/mfe/blog', workspace: 'mfe-blog', env: 'MFE_BLOG_URL' },
] as const;

export type MfeManifest = Record<(typeof remoteApps)[number]['name'], string>;

/**
 * `/mfe-manifest.json`: each remote's `remoteEntry.js`. `MFE_<NAME>_URL` moves a remote to another
 * origin without rebuilding the shell; it may name the entry file itself or the folder it is served from.
 */
export function buildManifest(env: NodeJS.ProcessEnv = process.env): MfeManifest {
  const entries = remoteApps.map((app) => {
    const override = env[app.env]?.trim();
    if (!override) return [app.name, `${app.urlPath}/assets/remoteEntry.js`];
    if (/\.m?js(\?|$)/.test(override)) return [app.name, override];
    return [app.name, `${override.replace(/\/+$/, '')}/assets/remoteEntry.js`];
  });
  return Object.fromEntries(entries) as MfeManifest;
}

/** Origins other than our own that pages must be allowed to load scripts from (CSP). */
export function foreignOrigins(manifest: MfeManifest): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifest)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
