import { matchRoute } from '@ata/ui';

/** A product address the route table cannot match (`/product`, `/product/a/b`): ours, but no product. */
export const isUnmatchedProductPath = (pathname: string): boolean =>
  !matchRoute(pathname) && (pathname === '/product' || pathname.startsWith('/product/'));
