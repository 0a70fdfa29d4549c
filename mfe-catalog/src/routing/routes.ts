import { matchRoute } from '@ata/ui';

/** The catalogue's screens, from a pathname. `null`: not ours (single-spa should not have mounted us). */
export type CatalogScreen =
  | { name: 'home' }
  | { name: 'shop' }
  | { name: 'product'; id: string }
  | { name: 'product-unmatched' }
  | null;

export function catalogScreen(pathname: string): CatalogScreen {
  const match = matchRoute(pathname);
  if (match?.route.path === '/') return { name: 'home' };
  if (match?.route.path === '/shop') return { name: 'shop' };
  if (match?.route.path === '/product/{id}' && match.params.id)
    return { name: 'product', id: match.params.id };
  if (pathname === '/product' || pathname.startsWith('/product/')) return { name: 'product-unmatched' };
  return null;
}
