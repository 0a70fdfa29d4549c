import { federationNames } from '@ata/core/routes';
import type { RemoteName } from './manifest.ts';

/**
 * Links the stylesheets a remote's exposed module needs, unless the page already has them (the
 * server inlines the page's own in `<head>` as `<style data-href>`, and links the drawer's after the paint). The remotes are built not to append them themselves:
 * their runtime does not look at the document, and a second copy of a sheet restyles the whole page.
 */
export function adoptRemoteStyles(name: RemoteName, exposed: string, doc: Document = document): void {
  const pending = (window as unknown as Record<string, unknown>)[
    federationNames.pendingStylesGlobal(name, exposed)
  ];
  if (!Array.isArray(pending)) return;
  const linked = new Set([
    ...[...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
    ...[...doc.querySelectorAll<HTMLStyleElement>('style[data-href]')].map(
      (style) => new URL(style.dataset.href ?? '', doc.baseURI).href,
    ),
  ]);
  for (const href of pending) {
    if (typeof href !== 'string') continue;
    const absolute = new URL(href, doc.baseURI).href;
    if (linked.has(absolute)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = absolute;
    doc.head.append(link);
    linked.add(absolute);
  }
}
