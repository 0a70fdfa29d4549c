import { useSyncExternalStore } from 'react';

/**
 * The blog reads its route from the address bar: single-spa owns history, and `navigate()` from
 * `@ata/ui` fires `popstate` after every push, so listening to it covers links and the back button.
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const snapshot = () => window.location.pathname + window.location.search;

export interface BlogLocation {
  pathname: string;
  search: URLSearchParams;
}

export function useBlogLocation(): BlogLocation {
  const href = useSyncExternalStore(subscribe, snapshot, snapshot);
  const url = new URL(href, 'http://local');
  return { pathname: url.pathname, search: url.searchParams };
}

export type BlogRoute = { kind: 'list' } | { kind: 'post'; slug: string } | { kind: 'none' };

/** `/blog` → the list, `/blog/<slug>` → one post. */
export function matchBlogRoute(pathname: string): BlogRoute {
  if (/^\/blog\/?$/.test(pathname)) return { kind: 'list' };
  const post = /^\/blog\/([^/]+)\/?$/.exec(pathname);
  if (post?.[1]) return { kind: 'post', slug: safeDecode(post[1]) };
  return { kind: 'none' };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
