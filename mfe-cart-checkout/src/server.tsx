// Server entry: the cart page (/cart) is drawn from the visitor's server cart (the page's render forwards
// her cart cookie to GET /api/cart only), with forms that work before and without JavaScript. The checkout's
// region is left empty for the browser to render.
import { CART_API_PATH, CART_QUERY_KEY, createMemoryCartStore, type ServerCart } from '@ata/core/cart';
import { createApiClient } from '@ata/core/http';
import { headTags, routeHead } from '@ata/ui/server/head.ts';
import {
  createServerQueryClient,
  renderTree,
  type ServerRenderInput,
  type ServerRenderResult,
} from '@ata/ui/server/render.tsx';
import { App } from './App.tsx';

export async function render({ url, origin, data }: ServerRenderInput): Promise<ServerRenderResult> {
  const head = headTags(routeHead(url, origin));
  if (new URL(url, origin).pathname !== '/cart') return { html: '', head, status: 200, state: undefined };
  const client = createServerQueryClient();
  const cart = await createApiClient({ fetch: data.fetch })
    .getJson<ServerCart>(CART_API_PATH)
    .catch((): ServerCart => ({ items: [] }));
  client.setQueryData(CART_QUERY_KEY, cart);
  // This render's own cart (never the browser's module-wide store): two renders at once never mix.
  const store = createMemoryCartStore({ items: cart.items });
  const { html, state } = await renderTree(<App cart={store} queryClient={client} />, { url, client });
  return { html, head, status: 200, state };
}
