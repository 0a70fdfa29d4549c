import { pageTitle } from '@ata/core/routes';
import { matchRoute } from '@ata/ui';

/**
 * Default `<title>` per route. Set before single-spa mounts the route's application, so that a
 * remote can still refine it (e.g. a product's name) once its data arrives.
 */
export function defaultTitle(pathname: string): string {
  const match = matchRoute(pathname);
  return pageTitle(match ? match.route.title : 'Page Not Found');
}

export function installTitles(): void {
  const apply = () => {
    document.title = defaultTitle(window.location.pathname);
  };
  apply();
  window.addEventListener('single-spa:before-routing-event', apply);
}
