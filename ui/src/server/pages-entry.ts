import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { type AnyPage, lazyCodeOf, matchPage, preloadCode } from '../page/define-page.ts';
import { headTags } from './head.ts';
import { serverEntry } from './render.tsx';

/**
 * A micro-frontend's server entry from its list of pages: the URL's page prefetches its data, its head is
 * rendered from that data, and the browser chunks of its lazy code are preloaded. Any other path is a 404;
 * a page whose record is missing answers its prefetch's status with the route's generic head.
 */
export function pagesEntry(App: ComponentType<{ queryClient: QueryClient }>, pages: readonly AnyPage[]) {
  return serverEntry(App, async (server) => {
    const match = matchPage(pages, server.location.pathname);
    if (!match) return { status: 404 };
    const { page, params } = match;
    const query = server.location.searchParams;
    // The lazy code loaded before the render, as the browser loads it before hydrating: a screen that
    // suspended here would leave Suspense's markers in the HTML, which the browser, not suspending, would
    // remove, moving the whole page out of its place and back while it hydrates.
    const [prefetched] = await Promise.all([
      page.prefetch?.({ ...server, params, query }),
      preloadCode(lazyCodeOf(page)),
    ]);
    const { data, status } = prefetched ?? {};
    if (status !== undefined && status !== 200) return { status };
    return {
      status,
      head:
        page.head &&
        headTags({ ...page.head(data, server.origin), jsonLd: page.jsonLd?.(data, server.origin) }),
      preload: lazyCodeOf(page).map((code) => code.module),
    };
  });
}
