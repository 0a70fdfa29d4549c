import { createQueryClient, PageRoutes, useLocation } from '@ata/ui';
import { hydrateFromServer } from '@ata/ui/server-state.ts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useRef } from 'react';
import { blogPages } from './pages.ts';
import { NavigatedContext } from './routing/focus.ts';
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
  const { pathname } = useLocation();
  // Sticky: once the reader has moved to another blog page, every page they arrive on takes the focus.
  const firstPathname = useRef(pathname);
  const navigated = useRef(false);
  if (pathname !== firstPathname.current) navigated.current = true;
  // single-spa unmounts the blog on other paths: nothing to show in between.
  return (
    <NavigatedContext.Provider value={navigated.current}>
      <PageRoutes pages={blogPages} />
    </NavigatedContext.Provider>
  );
}
