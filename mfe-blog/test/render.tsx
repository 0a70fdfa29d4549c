import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { BlogRoutes } from '../src/App.tsx';

/** Renders the blog at `url` with a fresh query cache (no retries: failures show at once). */
export function renderBlogAt(url: string) {
  window.history.replaceState(null, '', url);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <BlogRoutes />
    </QueryClientProvider>,
  );
}
