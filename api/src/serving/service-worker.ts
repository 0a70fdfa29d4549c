import path from 'node:path';
import type { Context } from 'koa';
import { CACHE_REVALIDATE, sendFile } from './static-files.ts';

/**
 * What `/sw.js` answers with `SERVICE_WORKER=off`: a worker that deletes what the shop's worker kept and
 * unregisters itself, so that phones which had the worker drop it at their next visit (browsers check
 * `/sw.js` for a new version on every navigation). It handles no request: pages come from the network.
 */
export const SELF_REMOVING_WORKER = `// The shop's service worker is switched off (SERVICE_WORKER=off): remove it.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith('ata-')) await caches.delete(name);
    await self.registration.unregister();
  })());
});
`;

/**
 * `/sw.js`: the storefront's service worker (shell/src/offline/worker/sw.ts, built to shell/dist/sw.js),
 * at the origin's root so that its scope is the whole storefront (it leaves /admin, /track and writes
 * alone itself), revalidated on each check so a new build's worker is found at once.
 */
export async function sendServiceWorker(ctx: Context, shellDist: string, enabled: boolean): Promise<boolean> {
  ctx.set('Cache-Control', CACHE_REVALIDATE);
  if (enabled) return sendFile(ctx, path.join(shellDist, 'sw.js'), { cacheControl: CACHE_REVALIDATE });
  ctx.type = 'text/javascript';
  ctx.body = SELF_REMOVING_WORKER;
  return true;
}
