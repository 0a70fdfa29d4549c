import { ApiError } from '@ata/core/http';
import { QueryClient } from '@tanstack/react-query';

/** Exponential backoff from 1 s, capped. */
export const backoff =
  (capMs: number) =>
  (attempt: number): number =>
    Math.min(1000 * 2 ** attempt, capMs);

/**
 * The storefront's data defaults: reads never refetch on their own (no interval, no focus refetch,
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

/** The API answered, but not with what the reader expects: asking again will not help. */
export class MalformedAnswerError extends Error {
  override name = 'MalformedAnswerError';
}

/**
 * `retry` for reads whose failure will not change by asking again (a missing record, a malformed
 * answer): show the state at once. Other failures (network, 5xx, 429) are retried up to 3 times.
 */
export const retryUnlessClientError = (failureCount: number, error: Error): boolean => {
  if (error instanceof MalformedAnswerError) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
    return false;
  }
  return failureCount < 3;
};
