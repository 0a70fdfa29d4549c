import { definePage, lazyModule } from '@ata/ui';

const TrackOrderScreen = lazyModule('src/pages/track/TrackOrder.tsx', () =>
  import('./TrackOrder.tsx').then((m) => m.TrackOrder),
);
const TrackLookupScreen = lazyModule('src/pages/track/TrackLookup.tsx', () =>
  import('./TrackLookup.tsx').then((m) => m.TrackLookup),
);

/** The reference Paystack appends to the callback (`?trxref=…&reference=…`), when the page is a return. */
const returnedFromPayment = (query: URLSearchParams) => query.get('reference') || query.get('trxref') || null;

/** `/track/<token>`: one shopper's order (personal: never cached, see the route table). */
export const trackOrderPage = definePage({
  path: '/track/{token}',
  screen: TrackOrderScreen,
  // `?placed=1`: just placed (the checkout without JavaScript); `?reference=…`: back from Paystack.
  props: ({ params, query }) => ({
    token: params.token,
    placed: query.has('placed') || returnedFromPayment(query) !== null,
  }),
  ...(import.meta.env.SSR && {
    // Imported here, on the server only: every shell page's declaration is in the shell's first-paint
    // script, which must not carry the order schemas (zod, phone metadata) for this one page.
    prefetch: async ({ client, api, params, query: search }) => {
      const [{ ApiError }, { trackedOrderQuery }] = await Promise.all([
        import('@ata/core/http'),
        import('@ata/ui/order/tracked-order-query.ts'),
      ]);
      // Back from Paystack: the server verifies the payment first, so the page shows it settled.
      const reference = returnedFromPayment(search);
      if (reference)
        await api
          .getJson(`/api/payments/paystack/transactions/${encodeURIComponent(reference)}`)
          .catch(() => {});
      const query = trackedOrderQuery(params.token, api);
      await client.prefetchQuery(query);
      if (client.getQueryData(query.queryKey)) return {};
      const error = client.getQueryState(query.queryKey)?.error;
      return { status: error instanceof ApiError && error.status === 404 ? 404 : 503 };
    },
  }),
});

/** `/track`: find an order by its reference and phone number; a plain form that works without JavaScript. */
export const trackLookupPage = definePage({
  path: '/track',
  screen: TrackLookupScreen,
  props: ({ query }) => ({ error: query.get('error'), reference: query.get('reference') ?? '' }),
});
