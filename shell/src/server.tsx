// Server entry of the shell's own applications (header, pages, status, footer): built with
// `vite build --ssr` into dist/server/ and loaded by the API's page composer.
import { CART_API_PATH, CART_QUERY_KEY, type ServerCart } from '@ata/core/cart';
import { createApiClient } from '@ata/core/http';
import { matchPublicRoute, shellApplications as names } from '@ata/core/routes';
import { matchPage, preloadCode } from '@ata/ui/page/define-page.ts';
import { headTags, routeHead } from '@ata/ui/server/head.ts';
import {
  createServerQueryClient,
  renderTree,
  type ServerRenderInput,
  type ServerRenderResult,
} from '@ata/ui/server/render.tsx';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { FooterApp } from './apps/FooterApp.tsx';
import { HeaderApp } from './apps/HeaderApp.tsx';
import { PagesApp } from './apps/PagesApp.tsx';
import { StatusApp } from './apps/StatusApp.tsx';
import { CART_STATE, RenderedCart } from './cart/rendered-cart.ts';
import { pageCode } from './frame/ShellPage.tsx';
import { shellPages } from './pages/pages.ts';
import { RenderedSettings, SETTINGS_STATE, type StoredSettings } from './settings/initial-settings.ts';
import { LiveSettings } from './settings/WithSettings.tsx';

const apps: Record<string, ComponentType> = {
  [names.header]: HeaderApp,
  [names.pages]: PagesApp,
  [names.status]: StatusApp,
  [names.footer]: FooterApp,
};

/** The shop's settings, read like every other render's data: the typed client on the data port. */
const loadSettings = (data: ServerRenderInput['data']) =>
  createApiClient({ fetch: data.fetch }).getJson<StoredSettings>('/api/settings');

/**
 * The visitor's cart (the page's render forwards her cart cookie to this read only; a page without one reads
 * an empty cart), under query key ['cart'] for the browser's cart store and the badge to start from.
 */
async function loadCart(data: ServerRenderInput['data'], client: QueryClient): Promise<ServerCart> {
  const cart = await createApiClient({ fetch: data.fetch })
    .getJson<ServerCart>(CART_API_PATH)
    .catch((): ServerCart => ({ items: [] }));
  client.setQueryData(CART_QUERY_KEY, cart);
  return cart;
}

/**
 * A shell page that reads the API (the tracking page) fills the query cache first, as a micro-frontend's
 * pages do; its status (404: no such order) is the page's. The others are static.
 */
async function prefetchShellPage(input: ServerRenderInput, client: QueryClient): Promise<number | undefined> {
  const location = new URL(input.url, input.origin);
  const match = matchPage(shellPages, location.pathname);
  if (!match?.page.prefetch) return undefined;
  const api = createApiClient({ fetch: input.data.fetch });
  const found = await match.page.prefetch({
    client,
    api,
    location,
    origin: input.origin,
    params: match.params,
    query: location.searchParams,
  });
  return found.status;
}

export async function render(input: ServerRenderInput): Promise<ServerRenderResult> {
  const name = String(input.props.name);
  const App = apps[name];
  if (!App) throw new Error(`The shell has no application ${name}`);
  const settings = name === names.footer || name === names.pages ? await loadSettings(input.data) : undefined;
  const client = createServerQueryClient();
  const prefetched = name === names.pages ? await prefetchShellPage(input, client) : undefined;
  const cart = name === CART_STATE ? await loadCart(input.data, client) : undefined;
  const { pathname } = new URL(input.url, input.origin);
  // Lazily loaded code the page runs: the footer's live settings (every page), the static page's screen.
  const lazy = name === names.pages ? pageCode(pathname) : name === names.footer ? [LiveSettings] : [];
  // Loaded before the render, as the browser does before hydrating (see ui's pages-entry.ts).
  await preloadCode(lazy);
  const rendered = await renderTree(
    <RenderedSettings value={settings}>
      <RenderedCart value={cart?.items}>
        <App />
      </RenderedCart>
    </RenderedSettings>,
    { url: input.url, client, appName: name },
  );
  // The pages application hands its queries to the browser only when a page read any.
  const queries = client.getQueryCache().getAll().length > 0;
  const state =
    name === SETTINGS_STATE
      ? settings
      : (name === names.pages && queries) || name === CART_STATE
        ? rendered.state
        : undefined;
  const known = matchPublicRoute(pathname) !== undefined;
  const head = name === names.pages ? headTags(routeHead(input.url, input.origin)) : '';
  const preload = lazy.map((code) => code.module);
  const status = name === names.pages ? (known ? (prefetched ?? 200) : 404) : 200;
  return { html: rendered.html, head, status, state, preload };
}
