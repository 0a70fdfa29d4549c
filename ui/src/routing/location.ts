import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { readServerState } from '../server-state.ts';

/**
 * The address bar is the storefront's router state. single-spa fires `popstate` for every history
 * change (including `navigate()` below) and `single-spa:routing-event` after each reroute.
 */
function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener('single-spa:routing-event', listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener('single-spa:routing-event', listener);
  };
}

const browserHref = (): string => window.location.pathname + window.location.search;

/** The URL a render without `window` (a server render) shows: the request's path and query. */
export const ServerLocationContext = createContext<string | undefined>(undefined);

export interface CurrentLocation {
  pathname: string;
  /** The query string with its `?`, or ''. */
  search: string;
  query: URLSearchParams;
}

export function splitHref(href: string): CurrentLocation {
  const queryStart = href.indexOf('?');
  const pathname = queryStart === -1 ? href : href.slice(0, queryStart);
  const search = queryStart === -1 ? '' : href.slice(queryStart);
  return { pathname, search, query: new URLSearchParams(search) };
}

/** The current path and query, re-read on every history change. */
export function useLocation(): CurrentLocation {
  const serverHref = useContext(ServerLocationContext);
  // Hydrating, React renders the server's URL first (written in the page: the shopper may have moved on).
  const href = useSyncExternalStore(
    subscribe,
    browserHref,
    () => serverHref ?? readServerState<string>('@url') ?? browserHref(),
  );
  return useMemo(() => splitHref(href), [href]);
}

export const usePathname = (): string => useLocation().pathname;

/** Runs `effect` after every change of path or query (not at once). Returns the unsubscribe. */
export function onRouteChange(effect: () => void): () => void {
  let last = browserHref();
  return subscribe(() => {
    const now = browserHref();
    if (now !== last) {
      last = now;
      effect();
    }
  });
}
