import { type ApiClient, api as sameOrigin } from '@ata/core/http';
import { type TrackedOrder, trackedOrderApiPath } from '@ata/core/order';

/** One order's tracking view: read by the server render (in-process client) and, on later visits, the browser. */
export const trackedOrderQuery = (token: string, api: ApiClient = sameOrigin) => ({
  queryKey: ['track', token] as const,
  queryFn: () => api.getJson<TrackedOrder>(trackedOrderApiPath(token)),
  // Not found stays not found; the page says so at once.
  retry: false,
});
