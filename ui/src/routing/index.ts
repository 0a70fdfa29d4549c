export { blogHref, postHref, productHref, shopHref } from './hrefs.ts';
export {
  type CurrentLocation,
  onRouteChange,
  ServerLocationContext,
  splitHref,
  useLocation,
  usePathname,
} from './location.ts';
export { isActiveLink, matchRoute, type PublicRoute, type RouteMatch } from './routes.ts';
