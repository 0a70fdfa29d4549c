// The storefront's service worker, served at /sw.js (api/src/serving/service-worker.ts). Which request gets
// which treatment is decided in ../cache-rules.ts; why, in docs/architecture.md ("Repeat visits and offline").

import { withoutPrefetchLinks } from '@ata/core/html';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { type CacheRule, cacheRuleFor, isStorefrontClient, pageCacheKey } from '../cache-rules.ts';
import { OFFLINE_MESSAGE, STATUS_MESSAGE, WARM_MESSAGE, type WarmMessage } from '../messages.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * Bump when what a cache holds changes shape: a worker of another scheme drops the old caches when it
 * takes over. Builds do not need a bump: every URL kept for good names its content (a hash, or `?v=`).
 */
const SCHEME = 'ata-v1';
const cacheName = (rule: CacheRule) => `${SCHEME}-${rule}`;
const DAY = 24 * 60 * 60;

/** What the server asked no cache to keep (`no-store`: unpublished posts, sign-in) is never kept here either. */
const notNoStore: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    /\bno-store\b/i.test(response.headers.get('Cache-Control') ?? '') ? null : response,
};

/**
 * The network did not answer: the open pages say they show what this phone saved. A page served from the
 * cache is not listening yet when its own refresh fails, so the worker also remembers it, and tells it when
 * it asks (STATUS_MESSAGE, once its script runs).
 */
const offlineClients = new Set<string>();
const tellOffline: WorkboxPlugin = {
  fetchDidFail: async ({ event }) => {
    const { resultingClientId, clientId } = event as FetchEvent;
    const id = resultingClientId || clientId;
    if (id) offlineClients.add(id);
    if (offlineClients.size > 50) offlineClients.delete(offlineClients.values().next().value as string);
    for (const client of await self.clients.matchAll({ type: 'window' }))
      client.postMessage({ type: OFFLINE_MESSAGE });
  },
};

/** One copy per page, whatever tracking parameters its links carry. */
const canonicalPage: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(new URL(request.url)),
};

/** A page is kept without its prefetch links: a visit served from the copy has its scripts here already. */
const keptWithoutPrefetch: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    const { status, statusText } = response;
    return new Response(withoutPrefetchLinks(await response.text()), { status, statusText, headers });
  },
};

const okOnly = new CacheableResponsePlugin({ statuses: [200] });
const bounded = (maxEntries: number, days: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * DAY, purgeOnQuotaError: true });

const isPage = (rule: CacheRule) => rule === 'page' || rule === 'cart-page';

const strategies: Record<CacheRule, Strategy> = {
  asset: new CacheFirst({ cacheName: cacheName('asset'), plugins: [okOnly, bounded(300, 60)] }),
  entry: new NetworkFirst({ cacheName: cacheName('entry'), plugins: [okOnly, tellOffline] }),
  page: new StaleWhileRevalidate({
    cacheName: cacheName('page'),
    plugins: [okOnly, notNoStore, keptWithoutPrefetch, tellOffline, bounded(60, 30), canonicalPage],
  }),
  'cart-page': new NetworkFirst({
    cacheName: cacheName('cart-page'),
    networkTimeoutSeconds: 10,
    plugins: [okOnly, notNoStore, keptWithoutPrefetch, tellOffline, bounded(4, 30), canonicalPage],
  }),
  data: new NetworkFirst({
    cacheName: cacheName('data'),
    // On a link that hangs rather than fails, the saved copy after a while beats an endless wait.
    networkTimeoutSeconds: 8,
    plugins: [okOnly, notNoStore, tellOffline, bounded(150, 30)],
  }),
  image: new StaleWhileRevalidate({
    cacheName: cacheName('image'),
    plugins: [okOnly, notNoStore, bounded(120, 30)],
  }),
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const rule = cacheRuleFor(
    { url: new URL(request.url), method: request.method, page: request.mode === 'navigate' },
    self.location.origin,
  );
  if (!rule) return; // the browser's own handling, as if there were no worker
  // Asked for by the console's or a tracking page (their referrer names them): not ours either.
  if (request.referrer && !isStorefrontClient(request.referrer)) return;
  event.respondWith(respond(rule, event));
});

async function respond(rule: CacheRule, event: FetchEvent): Promise<Response> {
  // The console's and the tracking pages' own requests pass straight through, even for public URLs.
  const client = event.clientId ? await self.clients.get(event.clientId) : undefined;
  if (client && !isStorefrontClient(client.url)) return fetch(event.request);
  const answer = strategies[rule].handle({ event, request: event.request });
  return isPage(rule) ? answer.catch(notSavedYet) : answer;
}

/** A storefront page opened offline that this phone never kept: say so, rather than the browser's error. */
const notSavedYet = () =>
  new Response(
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Offline | Ata Market</title><body style="font-family:system-ui,sans-serif;margin:2rem;line-height:1.5">
<h1>You're offline</h1><p role="status">This page has not been saved on this phone yet. Pages you have opened before still work.</p>
<p><a href="/">Home</a> · <a href="/cart">Your cart</a></p></body></html>`,
    { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  );

/**
 * The first visit's page and files were fetched before this worker existed: keep the ones the rules allow
 * now (from the browser's HTTP cache, mostly), so that the page opens offline from the next visit on.
 */
self.addEventListener('message', (event) => {
  const data = event.data as Partial<WarmMessage> | { type: typeof STATUS_MESSAGE } | undefined;
  const source = event.source as Client | null;
  if (data?.type === STATUS_MESSAGE && source && offlineClients.has(source.id))
    source.postMessage({ type: OFFLINE_MESSAGE });
  if (data?.type !== WARM_MESSAGE || !Array.isArray(data.urls)) return;
  if (source && !isStorefrontClient(source.url)) return;
  const keep = async (url: string, page: boolean) => {
    const request = new Request(url, { credentials: 'same-origin' });
    const rule = cacheRuleFor({ url: new URL(request.url), method: 'GET', page }, self.location.origin);
    if (!rule) return;
    const cache = await caches.open(cacheName(rule));
    const key = isPage(rule) ? pageCacheKey(new URL(request.url)) : request;
    if (await cache.match(key)) return;
    await strategies[rule].handle({ event, request }).catch(() => undefined);
  };
  event.waitUntil(Promise.all(data.urls.slice(0, 200).map((url, index) => keep(String(url), index === 0))));
});

self.addEventListener('install', () => {
  // Safe to take over at once: the caches it reads are the old worker's (same scheme), and every URL kept
  // for good names its content, so an open page of the previous build keeps getting its own files.
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set(Object.keys(strategies).map((rule) => cacheName(rule as CacheRule)));
      for (const name of await caches.keys())
        if (name.startsWith('ata-') && !current.has(name)) await caches.delete(name);
      // The first visit's page is controlled at once, so its later reads and chunks are kept too.
      await self.clients.claim();
    })(),
  );
});
