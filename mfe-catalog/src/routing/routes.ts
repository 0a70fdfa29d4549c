/** The catalogue's screens, from a pathname. `null`: not ours (single-spa should not have mounted us). */
export type CatalogRoute =
  | { name: 'home' }
  | { name: 'shop' }
  | { name: 'product'; id: string }
  | { name: 'product-unmatched' }
  | null;

export function matchRoute(pathname: string): CatalogRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return { name: 'home' };
  if (path === '/shop') return { name: 'shop' };
  const product = /^\/product\/([^/]+)$/.exec(path);
  if (product?.[1]) return { name: 'product', id: decodeURIComponent(product[1]) };
  if (path === '/product' || path.startsWith('/product/')) return { name: 'product-unmatched' };
  return null;
}

export const productHref = (id: string) => `/product/${encodeURIComponent(id)}`;
export const shopHref = (params?: URLSearchParams) => {
  const query = params?.toString();
  return query ? `/shop?${query}` : '/shop';
};
