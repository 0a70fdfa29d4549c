import { CART_DESTINATION_PATH, type CartItem, createMemoryCartStore } from '@ata/core/cart';
import { nairaToKobo } from '@ata/core/money';
import type { Quote } from '@ata/core/order';
import type { PaymentConfig } from '@ata/core/payment';
import { DEFAULT_DELIVERY, discountRefusalMessage, priceOrder, type StateCode } from '@ata/core/pricing';
import { CartProvider, onToast, type ToastOptions } from '@ata/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ProductConflict } from '../src/cart/conflict.ts';
import { stockQueryDefaults } from '../src/cart/stock-check.ts';

export const suya = {
  productId: 'p-suya',
  name: 'Suya Spice',
  price: 1500,
  imageUrl: '/api/images/suya.svg',
};
export const egusi = { productId: 'p-egusi', name: 'Ground Egusi', price: 2000, imageUrl: null };

/** Renders `ui` with a fresh in-memory cart holding `lines`; collects raised toasts. */
const testSettings = { contact_whatsapp: '2348000000001', site_name: 'Ata Market' };

export function renderWithCart(
  ui: ReactNode,
  lines: CartItem[] = [],
  options: {
    settings?: Record<string, string> | null;
    /** What the API says about the lines' products now (no request is made), or 'ask' it through fetch. */
    products?: ProductConflict[] | 'ask';
    /** What GET /api/payments/config answers (default: online payments to the test double). */
    paymentConfig?: PaymentConfig;
    /** What the server rendered the page with under the cart's query key (`GET /api/cart`). */
    serverCart?: unknown;
  } = {},
) {
  // The screens' own behaviour: a cart in memory (the server-backed store has its own tests).
  const store = createMemoryCartStore();
  for (const { quantity, ...item } of lines) store.add(item, quantity);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const settings = options.settings === undefined ? testSettings : options.settings;
  if (settings) queryClient.setQueryData(['/api/settings'], settings);
  const products = options.products ?? [];
  queryClient.setQueryDefaults(
    ['cart-stock'],
    products === 'ask' ? stockQueryDefaults : { queryFn: async () => products },
  );
  // Online payments in the tests go to the test double, as with `npm start` without keys.
  queryClient.setQueryData(
    ['payment-config'],
    options.paymentConfig ?? { provider: 'paystack', testMode: true },
  );
  if (options.serverCart !== undefined) queryClient.setQueryData(['cart'], options.serverCart);
  // The shop's delivery as a fresh shop has it, and the server's quote as the pipeline computes it.
  queryClient.setQueryData(['/api/delivery'], DEFAULT_DELIVERY);
  queryClient.setQueryDefaults(['checkout-quote'], {
    queryFn: ({ queryKey }) => localQuote(String(queryKey[1])),
  });
  const toasts: ToastOptions[] = [];
  const stopToasts = onToast((toast) => toasts.push(toast));
  const result = render(
    <QueryClientProvider client={queryClient}>
      <CartProvider store={store}>{ui}</CartProvider>
    </QueryClientProvider>,
  );
  return { ...result, store, toasts, stopToasts, queryClient };
}

/**
 * A fetch stand-in answering each call with the next of `responses`, recording every request. The cart keeping
 * the checkout's state (`PUT /api/cart/destination`, sent once the choice settles, whenever that falls among
 * the others) is answered apart and recorded in `keptStates`.
 */
export function fakeFetch(...responses: (() => Response | Promise<Response>)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const keptStates: unknown[] = [];
  const fetch = async (url: string | URL | Request, init: RequestInit = {}) => {
    if (String(url) === CART_DESTINATION_PATH && init.method === 'PUT') {
      keptStates.push(JSON.parse(String(init.body)));
      return json(200, { items: [] })();
    }
    calls.push({ url: String(url), init });
    const next = responses.shift();
    if (!next) throw new Error(`Unexpected request ${String(url)}`);
    return next();
  };
  return { fetch, calls, keptStates };
}

export const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A response held back until `release()` is called, to observe the pending state. */
export function heldBack(response: () => Response) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { respond: () => gate.then(response), release: () => release() };
}

/** GET /api/checkout/quote as the server answers it for a fresh shop (no zones, offers or codes set). */
function localQuote(query: string): Quote {
  const params = new URLSearchParams(query);
  const lines = (params.get('items') ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const [productId = '', quantity = '1'] = pair.split(':');
      const item = [suya, egusi].find((one) => one.productId === productId);
      return {
        productId,
        categoryId: null,
        priceKobo: nairaToKobo(item?.price ?? 0),
        quantity: Number(quantity),
        weightGrams: null,
      };
    });
  const state = params.get('state');
  const code = params.get('code');
  const breakdown = priceOrder({
    lines,
    delivery: DEFAULT_DELIVERY,
    destination: state ? { state: state as StateCode } : null,
    optionId: params.get('option'),
    offers: [],
    code: null,
    ...(code ? { codeRefused: 'unknown' as const } : {}),
    now: Date.now(),
  });
  return {
    ...breakdown,
    discounts: [],
    code: null,
    codeMessage: code ? discountRefusalMessage('unknown') : null,
  };
}
