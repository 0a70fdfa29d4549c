import { afterEach, describe, expect, it, vi } from 'vitest';

// readServerState reads the page's state once per module: a fresh copy per test.
const fresh = async (serviceWorker: boolean) => {
  document.body.innerHTML = `<script type="application/json" id="ata-server-state">${JSON.stringify({
    '@serviceWorker': serviceWorker,
  })}</script>`;
  vi.resetModules();
  return (await import('./offline-support.ts')).startOfflineSupport;
};

/** A stand-in for navigator.serviceWorker: records registrations and what the page posts to the worker. */
function fakeContainer() {
  const posted: unknown[] = [];
  const active = { postMessage: (message: unknown) => posted.push(message) };
  const container = Object.assign(new EventTarget(), {
    controller: null,
    register: vi.fn(async () => ({})),
    ready: Promise.resolve({ active }),
    startMessages: vi.fn(),
  });
  vi.stubGlobal('navigator', { serviceWorker: container, onLine: true });
  return { container, posted };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-hydrated');
  vi.unstubAllGlobals();
});

describe('registering the service worker', () => {
  it('waits for hydration, the load event and idle time, then registers /sw.js and has it keep this page', async () => {
    const { container, posted } = fakeContainer();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(10_000);
      idle.push(run);
    });
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    (await fresh(true))();
    await settle();
    expect(container.register).not.toHaveBeenCalled();

    document.documentElement.setAttribute('data-hydrated', '');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await settle();
    expect(container.register).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    await settle();
    expect(container.register).not.toHaveBeenCalled();

    for (const run of idle.splice(0)) run();
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith('/sw.js'));
    await vi.waitFor(() =>
      expect(posted).toContainEqual({ type: 'ata:warm', urls: expect.arrayContaining([location.href]) }),
    );
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  });

  it('registers nothing when the shop switched it off (SERVICE_WORKER=off)', async () => {
    const { container } = fakeContainer();
    document.documentElement.setAttribute('data-hydrated', '');
    (await fresh(false))();
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(container.register).not.toHaveBeenCalled();
  });
});

describe('the offline banner', () => {
  it('is an empty status region online, and says so offline or when the worker answered from its cache', async () => {
    const { container } = fakeContainer();
    (await fresh(false))();
    const banner = document.querySelector('[role="status"]');
    expect(banner?.textContent).toBe('');

    window.dispatchEvent(new Event('offline'));
    expect(banner?.textContent).toBe("You're offline — showing what this phone saved");
    window.dispatchEvent(new Event('online'));
    expect(banner?.textContent).toBe('');

    container.dispatchEvent(new MessageEvent('message', { data: { type: 'ata:offline' } }));
    expect(banner?.textContent).toBe("You're offline — showing what this phone saved");
  });
});
