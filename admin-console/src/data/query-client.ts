import { QueryClient } from '@tanstack/react-query';

const status = (error: unknown) => (error as { status?: number } | null)?.status;

/**
 * Reads retry up to 3 times with capped exponential delay, but never on a 4xx answer:
 * a missing record or a refused session will not change by asking again.
 */
export const createAdminQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (count, error) => {
          const code = status(error);
          return count < 3 && (code === undefined || code === 429 || code >= 500);
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      // A retried create could create twice; the owner sees the failure toast and decides.
      mutations: { retry: false },
    },
  });
