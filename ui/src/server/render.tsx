import { dehydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { decodeHTML } from 'entities';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { setServerEntityDecoder } from '../markdown/entities.ts';
import { createQueryClient } from '../query/client.ts';
import { ServerLocationContext } from '../routing/location.ts';

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

/**
 * Renders a tree to HTML once everything it suspends on (lazy screens) has resolved, with the
 * request URL as the location and the prefetched query client; returns the HTML and the
 * dehydrated cache.
 */
export async function renderTree(
  tree: ReactNode,
  { url, client }: { url: string; client: QueryClient },
): Promise<{ html: string; state: unknown }> {
  const { prelude } = await prerenderToNodeStream(
    <ServerLocationContext value={url}>
      <QueryClientProvider client={client}>{tree}</QueryClientProvider>
    </ServerLocationContext>,
    // Never outline a large Suspense boundary: that needs an inline script to reveal it, which the
    // Content-Security-Policy (rightly) refuses. The whole page is ready before it is sent anyway.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // Failed queries too: the browser must hydrate the same "not found" the server rendered.
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  return { html: Buffer.concat(chunks).toString('utf8'), state };
}

/** Escapes text for an HTML attribute or element. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
