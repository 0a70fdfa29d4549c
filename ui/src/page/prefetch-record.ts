import { type ApiClient, ApiError } from '@ata/core/http';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { settingsQuery } from '../query/settings.ts';

/**
 * Prefetches a detail page's record (a product, a post) with the queries shown beside it and the
 * shop's settings (under the browser's key, read through the in-process client). Answers the record,
 * or the status its absence means: 404 when the API said so, 503 when it could not answer.
 */
export async function prefetchRecord<T>(
  client: QueryClient,
  api: ApiClient,
  query: FetchQueryOptions<T, Error, T, QueryKey>,
  alongside: Promise<unknown>[] = [],
): Promise<{ record: T; status: 200 } | { record: undefined; status: 404 | 503 }> {
  await Promise.all([
    client.prefetchQuery(query),
    client.prefetchQuery({ ...settingsQuery, queryFn: () => api.getJson('/api/settings') }),
    ...alongside,
  ]);
  const record = client.getQueryData<T>(query.queryKey);
  if (record !== undefined) return { record, status: 200 };
  const error = client.getQueryState(query.queryKey)?.error;
  return { record: undefined, status: error instanceof ApiError && error.status === 404 ? 404 : 503 };
}
