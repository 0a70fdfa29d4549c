import { useSyncExternalStore } from 'react';

// The remote has no router of its own: the address bar is the state. `navigate()` from @ata/ui (and
// single-spa, after every pushState) fires `popstate`, so one listener is enough.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const currentPath = () => window.location.pathname + window.location.search;

/** The current path and query string, re-read on every history change. */
export function useCurrentPath(): { pathname: string; search: string } {
  const path = useSyncExternalStore(subscribe, currentPath, currentPath);
  const queryStart = path.indexOf('?');
  return queryStart === -1
    ? { pathname: path, search: '' }
    : { pathname: path.slice(0, queryStart), search: path.slice(queryStart) };
}
