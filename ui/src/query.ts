import { QueryClient } from '@tanstack/react-query';

/** Exponential backoff from 1 s, capped (SPEC §9). */
export const backoff =
  (capMs: number) =>
  (attempt: number): number =>
    Math.min(1000 * 2 ** attempt, capMs);

/**
 * SPEC §9 data defaults: reads never refetch on their own (no interval, no focus refetch,
 * infinite stale time) and retry 3 times (delay capped at 30 s); writes retry twice (capped at 10 s).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: 3,
        retryDelay: backoff(30_000),
      },
      mutations: {
        retry: 2,
        retryDelay: backoff(10_000),
      },
    },
  });
}
