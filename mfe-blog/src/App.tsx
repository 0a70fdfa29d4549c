import { createQueryClient, useLocation } from '@ata/ui';
import { hydrateFromServer } from '@ata/ui/server-state.ts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useRef } from 'react';
import { BlogListPage } from './list/BlogListPage.tsx';
import { parseBlogFilters } from './list/list-logic.ts';
import { BlogPostPage } from './post/BlogPostPage.tsx';
import { NavigatedContext } from './routing/focus.ts';
import { matchBlogRoute } from './routing/routes.ts';
import '@ata/ui/tokens.css';
import './blog.css';

// One cache for the life of the page: single-spa unmounts the blog when the reader visits another
// section, and coming back should not refetch what never goes stale (reads have an infinite stale time).
// It starts with what the server rendered the page with.
const browserClient =
  typeof document === 'undefined' ? undefined : hydrateFromServer(createQueryClient(), 'mfe_blog');

/**
 * The blog remote: `/blog` (list, filters in the URL) and `/blog/<slug>` (one post). The server
 * render passes its own per-request client.
 */
export function App({ queryClient = browserClient }: { queryClient?: QueryClient }) {
  if (!queryClient) throw new Error('The blog needs a query client');
  return (
    <QueryClientProvider client={queryClient}>
      <BlogRoutes />
    </QueryClientProvider>
  );
}

/** Exported for tests, which bring their own QueryClient. */
export function BlogRoutes() {
  const { pathname, query } = useLocation();
  // Sticky: once the reader has moved to another blog page, every page they arrive on takes the focus.
  const firstPathname = useRef(pathname);
  const navigated = useRef(false);
  if (pathname !== firstPathname.current) navigated.current = true;
  const route = matchBlogRoute(pathname);
  let page = null; // single-spa unmounts the blog on other paths; nothing to show in between.
  if (route.kind === 'list') page = <BlogListPage filters={parseBlogFilters(query)} />;
  if (route.kind === 'post') page = <BlogPostPage key={route.slug} slug={route.slug} />;
  return <NavigatedContext.Provider value={navigated.current}>{page}</NavigatedContext.Provider>;
}
