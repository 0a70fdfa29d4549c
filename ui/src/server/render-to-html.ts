import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * A tree as HTML, once everything it suspends on (lazy screens) has resolved. This is React's renderer
 * (unit tests); the server builds swap this module for `render-to-html.preact.ts`, the renderer of the
 * preact the browser hydrates with (`@ata/ui/vite/server-entry`).
 */
export async function renderToHtml(tree: ReactNode, idPrefix: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, {
    identifierPrefix: idPrefix,
    // Never outline a large Suspense boundary: that needs an inline script to reveal it, which the
    // Content-Security-Policy (rightly) refuses. The whole page is ready before it is sent anyway.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
