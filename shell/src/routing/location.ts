import { useSyncExternalStore } from 'react';

/**
 * The current path, kept in step with single-spa: it fires `popstate` for every history change
 * (including remotes' `navigate()` from @ata/ui) and `single-spa:routing-event` after each reroute.
 */
function subscribe(listener: () => void) {
  window.addEventListener('popstate', listener);
  window.addEventListener('single-spa:routing-event', listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener('single-spa:routing-event', listener);
  };
}

export const usePathname = (): string => useSyncExternalStore(subscribe, () => window.location.pathname);

/** Runs `effect` after every route change (not on first render). */
export function onRouteChange(effect: () => void): () => void {
  let last = window.location.pathname + window.location.search;
  return subscribe(() => {
    const now = window.location.pathname + window.location.search;
    if (now !== last) {
      last = now;
      effect();
    }
  });
}

/** Whether a nav link points at the current section ('/' only at the home page). */
export const isActiveLink = (href: string, pathname: string): boolean =>
  href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
