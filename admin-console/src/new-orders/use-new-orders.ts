import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../data/http-client.ts';
import { useLastLooked } from './last-looked.ts';

/** How often the console asks for new orders while its tab is visible. */
export const NEW_ORDERS_POLL_MS = 30_000;

/** GET /api/orders/new-count: orders placed after `since`, and when the latest was placed. */
export interface NewOrdersCount {
  count: number;
  latest: string | null;
}

/**
 * Orders placed since the owner last opened the Orders list, asked every 30 s while the tab is visible
 * (React Query skips the interval in a hidden tab and asks again when it shows). The menu badge and the
 * dashboard share the one query.
 */
export function useNewOrders() {
  const since = useLastLooked();
  const query = useQuery({
    // Under react-admin's 'orders' key, so an order changed in the console asks again at once.
    queryKey: ['orders', 'new-count', since],
    queryFn: async ({ signal }) =>
      (await httpClient(`/api/orders/new-count?since=${encodeURIComponent(since ?? '')}`, { signal }))
        .json as NewOrdersCount,
    enabled: since !== null,
    refetchInterval: NEW_ORDERS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    // A failed ask waits for the next tick rather than retrying: the badge is a hint, not the order list.
    retry: false,
  });
  return { since, count: query.data?.count ?? 0, latest: query.data?.latest ?? null };
}
