/** The shopper's tracking page for an order: `PUBLIC_URL + trackingPath(token)` is the link messages carry. */
export const trackingPath = (token: string) => `/track/${encodeURIComponent(token)}`;
