import { matchPublicRoute, type publicRoutes } from '@ata/core/routes';

export type PublicRoute = (typeof publicRoutes)[number];

/** A public route that matched a path, with the values of its `{placeholders}` (URL-decoded). */
export interface RouteMatch {
  route: PublicRoute;
  params: Readonly<Record<string, string>>;
}

/** A malformed escape (`/product/%E0`) is kept as typed instead of throwing during render. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Which public route (core's table) a path is, and its parameters; undefined for any other path. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const route = matchPublicRoute(pathname);
  if (!route) return undefined;
  const values = pathname.split('/');
  const params: Record<string, string> = {};
  route.path.split('/').forEach((segment, index) => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (name) params[name] = safeDecode(values[index] ?? '');
  });
  return { route, params };
}

/** Whether a nav link points at the current section ('/' only at the home page). */
export const isActiveLink = (href: string, pathname: string): boolean =>
  href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
