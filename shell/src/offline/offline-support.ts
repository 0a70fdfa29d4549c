import { messages } from '@ata/core/site';
import { readServerState } from '@ata/ui/server-state.ts';
import { OFFLINE_MESSAGE, STATUS_MESSAGE, WARM_MESSAGE, type WarmMessage } from './messages.ts';

/** Where the server-rendered page says whether the shop runs its service worker (`SERVICE_WORKER`). */
export const SERVICE_WORKER_STATE = '@serviceWorker';

/** At the latest this long after hydration the worker is registered, idle or not (a busy page). */
export const REGISTER_TIMEOUT_MS = 10_000;

/**
 * The offline banner (a status region, announced when it fills) and, in the first idle time after the page
 * has hydrated and loaded, the service worker: registered right at `load`, its start and warm-up landed in
 * the page's busiest seconds (Lighthouse's total blocking time doubled on product and blog pages).
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
  void Promise.all([hydrated(), loaded()])
    .then(idle)
    .then(() => register(worker));
}

async function register(worker: ServiceWorkerContainer): Promise<void> {
  try {
    await worker.register('/sw.js');
    const { active } = await worker.ready;
    const warm = (urls: string[]) => active?.postMessage({ type: WARM_MESSAGE, urls } satisfies WarmMessage);
    // This page and its scripts and styles came before the worker did: have it keep them for an offline
    // visit (images and data are kept as later pages ask for them; the page carries its own data).
    warm([location.href, ...pageFiles()]);
    // A page opened in the app (no request for its HTML) is kept too, so it opens offline next time.
    window.addEventListener('single-spa:routing-event', () => warm([location.href]));
  } catch (error) {
    // Not a fault of the page (private windows, blocked by policy or a test harness): a note, not a warning.
    console.info('The service worker could not be registered; the shop works without it.', error);
  }
}

const pageFiles = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(location.origin) && /\.(?:m?js|css)$/.test(new URL(url).pathname));

/** The browser's next idle period (or the timeout); a macrotask where idle callbacks are not supported. */
const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: REGISTER_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });

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
