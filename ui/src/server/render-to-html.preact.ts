import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { withIdPrefix } from '../ids/preact-ids.ts';

/**
 * A tree as HTML with preact's own renderer, once every lazy screen has resolved (no streamed
 * fallbacks, so no inline script): the server builds alias `react` to preact/compat, and the markup
 * (the ids of `useId` among it) must be what preact hydrates in the browser.
 */
export const renderToHtml = async (tree: ReactNode, idPrefix: string): Promise<string> =>
  await renderToStringAsync(withIdPrefix(tree as unknown as VNode, idPrefix));
