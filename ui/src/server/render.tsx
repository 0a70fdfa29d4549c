import { type ApiClient, createApiClient } from '@ata/core/http';
import type { ServerRender } from '@ata/core/site';
import { dehydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { decodeHTML } from 'entities';
import type { ComponentType, ReactNode } from 'react';
import { idPrefixFor } from '../ids/id-prefix.ts';
import { setServerEntityDecoder } from '../markdown/entities.ts';
import { createQueryClient } from '../query/client.ts';
import { ServerLocationContext } from '../routing/location.ts';
import { headTags, routeHead } from './head.ts';
import { renderToHtml } from './render-to-html.ts';

setServerEntityDecoder(decodeHTML);

export type { ServerRender, ServerRenderInput, ServerRenderResult } from '@ata/core/site';

/**
 * A query client for one server render: no retries with backoff while the visitor waits, and what
 * failed stays failed (rendered as such, exactly as the browser will hydrate it).
 */
export function createServerQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, retryOnMount: false },
  });
  return client;
}

/** What a server entry's prefetch is given: the query client the page renders from, the typed API client on the in-process fetch, and the request's URL and public origin. */
export interface ServerPage {
  client: QueryClient;
  api: ApiClient;
  location: URL;
  origin: string;
}

/**
 * Builds a micro-frontend's server entry: `prefetch` fills the query cache with what the URL's page
 * shows and answers its head and status where they differ from the route's own (200, generic head),
 * and the source modules of the lazily loaded screen it shows (their browser chunks are preloaded);
 * then the app renders from that cache, and the cache goes with the HTML for the browser to hydrate.
 */
export function serverEntry(
  App: ComponentType<{ queryClient: QueryClient }>,
  prefetch: (page: ServerPage) => Promise<{ head?: string; status?: number; preload?: string[] }>,
): ServerRender {
  return async ({ url, origin, data, props }) => {
    const client = createServerQueryClient();
    const api = createApiClient({ fetch: data.fetch });
    const page = await prefetch({ client, api, location: new URL(url, origin), origin });
    const { html, state } = await renderTree(<App queryClient={client} />, {
      url,
      client,
      appName: String(props.name),
    });
    return {
      html,
      state,
      head: page.head ?? headTags(routeHead(url, origin)),
      status: page.status ?? 200,
      preload: page.preload,
    };
  };
}

/**
 * Renders a tree to HTML once everything it suspends on (lazy screens) has resolved, with the
 * request URL as the location and the prefetched query client; returns the HTML and the
 * dehydrated cache.
 */
export async function renderTree(
  tree: ReactNode,
  { url, client, appName }: { url: string; client: QueryClient; appName: string },
): Promise<{ html: string; state: unknown }> {
  const html = await renderToHtml(
    <ServerLocationContext value={url}>
      <QueryClientProvider client={client}>{tree}</QueryClientProvider>
    </ServerLocationContext>,
    idPrefixFor(appName),
  );
  // Failed queries too: the browser must hydrate the same "not found" the server rendered.
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  return { html, state };
}
