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
  // A server-rendered page arrives with its own title (a product's name): keep it for the first route.
  const serverRendered = 'singleSpaLayoutData' in window;
  if (!serverRendered) apply();
  let first = serverRendered;
  window.addEventListener('single-spa:before-routing-event', () => {
    if (first) {
      first = false;
      return;
    }
    // The server's head (canonical, Open Graph, JSON-LD) described the first page only.
    for (const tag of document.head.querySelectorAll('[data-ssr]')) tag.remove();
    apply();
  });
}
