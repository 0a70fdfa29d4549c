import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { type AnyPage, lazyCodeOf, matchPage } from '../page/define-page.ts';
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
    const { data, status } = (await page.prefetch?.({ ...server, params, query })) ?? {};
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
