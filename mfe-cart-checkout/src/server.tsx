// Server entry: the cart page (/cart) and the checkout (/checkout) are drawn from the visitor's server cart
// (the page's render forwards her cart cookie to GET /api/cart only), with forms that work before and
// without JavaScript. The checkout also gets the ways to pay and its form's one-time key.
import { CART_API_PATH, CART_QUERY_KEY, createMemoryCartStore, type ServerCart } from '@ata/core/cart';
import { createApiClient } from '@ata/core/http';
import { CHECKOUT_PATH } from '@ata/core/order';
import { headTags, routeHead } from '@ata/ui/server/head.ts';
import {
  createServerQueryClient,
  renderTree,
  type ServerRenderInput,
  type ServerRenderResult,
} from '@ata/ui/server/render.tsx';
import { App } from './App.tsx';
import { DELIVERY_QUERY, fetchDelivery } from './cart/CartTotals.tsx';
import { prefetchCartQuote, prefetchCheckout } from './checkout/server-prefetch.ts';

const PAGES = new Set(['/cart', CHECKOUT_PATH]);

export async function render({ url, origin, data, props }: ServerRenderInput): Promise<ServerRenderResult> {
  const head = headTags(routeHead(url, origin));
  const path = new URL(url, origin).pathname;
  if (!PAGES.has(path)) return { html: '', head, status: 200, state: undefined };
  const client = createServerQueryClient();
  const api = createApiClient({ fetch: data.fetch });
  const cart = await api.getJson<ServerCart>(CART_API_PATH).catch((): ServerCart => ({ items: [] }));
  client.setQueryData(CART_QUERY_KEY, cart);
  // The delivery rules the totals read ("Delivery from ₦X"), in the HTML.
  await client.prefetchQuery({ queryKey: DELIVERY_QUERY, queryFn: () => fetchDelivery(api.getJson) });
  if (path === CHECKOUT_PATH) await prefetchCheckout(client, api, cart);
  else await prefetchCartQuote(client, api, cart);
  // This render's own cart (never the browser's module-wide store): two renders at once never mix.
  const store = createMemoryCartStore({ items: cart.items });
  const { html, state } = await renderTree(<App cart={store} queryClient={client} />, {
    url,
    client,
    appName: String(props.name),
  });
  return { html, head, status: 200, state };
}
