import { federationNames } from '@ata/core/routes';
import type { RemoteName } from './manifest.ts';

/** How long a module waits for its stylesheet at most: a stalled sheet must not keep the drawer shut. */
const STYLESHEET_WAIT_MS = 4000;

/**
 * Links the stylesheets a remote's exposed module needs, unless the page already has them (the server
 * inlines the page's own in `<head>` as `<style data-href>`; the cart drawer's comes when it first opens).
 * The remotes are built not to append them themselves: their runtime does not look at the document, and a
 * second copy of a sheet restyles the whole page. Resolves once the sheets it linked have loaded (or failed,
 * or STYLESHEET_WAIT_MS passed), so what the module draws never shows unstyled.
 */
export function adoptRemoteStyles(
  name: RemoteName,
  exposed: string,
  doc: Document = document,
): Promise<void> {
  const pending = (window as unknown as Record<string, unknown>)[
    federationNames.pendingStylesGlobal(name, exposed)
  ];
  if (!Array.isArray(pending)) return Promise.resolve();
  const linked = new Set([
    ...[...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
    ...[...doc.querySelectorAll<HTMLStyleElement>('style[data-href]')].map(
      (style) => new URL(style.dataset.href ?? '', doc.baseURI).href,
    ),
  ]);
  const loads: Promise<void>[] = [];
  for (const href of pending) {
    if (typeof href !== 'string') continue;
    const absolute = new URL(href, doc.baseURI).href;
    if (linked.has(absolute)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    loads.push(
      new Promise((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
        setTimeout(resolve, STYLESHEET_WAIT_MS);
      }),
    );
    link.href = absolute;
    doc.head.append(link);
    linked.add(absolute);
  }
  return Promise.all(loads).then(() => {});
}
