import { messages } from '@ata/core/site';
import { readServerState } from '@ata/ui/server-state.ts';
import { OFFLINE_MESSAGE, STATUS_MESSAGE, WARM_MESSAGE, type WarmMessage } from './messages.ts';

/** Where the server-rendered page says whether the shop runs its service worker (`SERVICE_WORKER`). */
export const SERVICE_WORKER_STATE = '@serviceWorker';

/**
 * The offline banner (a status region, announced when it fills) and, once the page has hydrated and loaded,
 * the service worker: registered then so it never competes with the first paint or the page's own scripts.
 */
export function startOfflineSupport(): void {
  const banner = document.createElement('div');
  banner.className = 'shell-offline';
  banner.setAttribute('role', 'status');
  document.body.append(banner);
  const show = (offline: boolean) => {
    banner.textContent = offline ? messages.offlineBanner : '';
    banner.classList.toggle('shell-offline--shown', offline);
  };
  show(!navigator.onLine);
  window.addEventListener('offline', () => show(true));
  window.addEventListener('online', () => show(false));

  const worker = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!worker) return;
  worker.addEventListener('message', (event: MessageEvent<{ type?: unknown }>) => {
    if (event.data?.type === OFFLINE_MESSAGE) show(true);
  });
  worker.startMessages();
  // Served by the worker: ask whether this page came from the cache because the network failed.
  worker.controller?.postMessage({ type: STATUS_MESSAGE });
  if (readServerState<boolean>(SERVICE_WORKER_STATE) !== true) return;
  void Promise.all([hydrated(), loaded()]).then(() => register(worker));
}

async function register(worker: ServiceWorkerContainer): Promise<void> {
  try {
    await worker.register('/sw.js');
    const { active } = await worker.ready;
    const warm = (urls: string[]) => active?.postMessage({ type: WARM_MESSAGE, urls } satisfies WarmMessage);
    // This page and its files came before the worker did: have it keep them for an offline visit.
    warm([location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)]);
    // A page opened in the app (no request for its HTML) is kept too, so it opens offline next time.
    window.addEventListener('single-spa:routing-event', () => warm([location.href]));
  } catch (error) {
    // Not a fault of the page (private windows, blocked by policy or a test harness): a note, not a warning.
    console.info('The service worker could not be registered; the shop works without it.', error);
  }
}

const hydrated = () =>
  new Promise<void>((resolve) => {
    if (document.documentElement.hasAttribute('data-hydrated')) resolve();
    else window.addEventListener('single-spa:routing-event', () => resolve(), { once: true });
  });

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
