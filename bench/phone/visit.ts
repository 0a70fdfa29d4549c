// One visit of a page on the slow phone: when it painted, when its heading (or first product) showed, when
// it became interactive (`data-hydrated`), and how many bytes it cost.
import { slowDown } from '@ata/e2e/slow-phone';
import type { BrowserContext } from '@playwright/test';
import type { CountingProxy } from './proxy.ts';

export interface Visit {
  /** First contentful paint, ms after navigation start. */
  fcp: number | null;
  /** The route's heading or first product visible in the viewport. */
  content: number | null;
  /** `data-hydrated` on <html>. */
  hydrated: number | null;
  /** Bytes received until hydrated. */
  bytesToInteractive: number;
  /** Bytes received until the network was quiet (lazy code, the worker's warm-up included). */
  bytes: number;
  /** The offline banner was shown. */
  offlineBanner: boolean;
}

const QUIET_MS = 2_500;
const HYDRATION_TIMEOUT_MS = 60_000;

/** What the recorder logs once the page is hydrated. */
const HYDRATED_SIGNAL = 'phone:hydrated';

/**
 * Records, from the page's own clock, when `selector` first showed in the viewport and when <html> got
 * `data-hydrated`, and logs HYDRATED_SIGNAL then. The visit waits for that message rather than polling with
 * Playwright's waitForFunction, whose injected script (≈ 70 ms at 4× CPU) would run before the first paint
 * and delay what it measures. A string: tsx (which runs this file) wraps named functions in a helper the
 * page lacks.
 */
const recorder = (selector: string) => `(() => {
  const marks = { content: null, hydrated: null };
  window.__phone = marks;
  const look = function () {
    if (marks.hydrated === null && document.documentElement.hasAttribute('data-hydrated')) {
      marks.hydrated = performance.now();
      console.debug(${JSON.stringify(HYDRATED_SIGNAL)});
    }
    if (marks.content === null) {
      const el = document.querySelector(${JSON.stringify(selector)});
      const box = el && el.getBoundingClientRect();
      if (box && box.width > 0 && box.height > 0 && box.top < window.innerHeight) marks.content = performance.now();
    }
    if (marks.content === null || marks.hydrated === null) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

export async function visit(
  context: BrowserContext,
  proxy: CountingProxy,
  url: string,
  /** `hydrates: false`: a page without the shop's scripts (the floor): only its paint is waited for. */
  options: { selector: string; offline?: boolean; hydrates?: boolean },
): Promise<Visit> {
  const page = await context.newPage();
  await page.addInitScript({ content: recorder(options.selector) });
  const cdp = await slowDown(page);
  if (options.offline) await context.setOffline(true);
  const start = proxy.bytes();
  const hydration =
    options.hydrates === false
      ? Promise.resolve(false)
      : page
          .waitForEvent('console', {
            predicate: (message) => message.text() === HYDRATED_SIGNAL,
            timeout: options.offline ? 15_000 : HYDRATION_TIMEOUT_MS,
          })
          .then(
            () => true,
            () => false,
          );
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 }).catch(() => undefined);
  const hydrated = await hydration;
  const bytesToInteractive = proxy.bytes() - start;
  // Wait for a quiet network (lazy code, the worker registering and keeping the page), 45 s at most.
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline && proxy.quietFor() < QUIET_MS) await page.waitForTimeout(250);
  const marks = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const recorded = (window as unknown as { __phone?: { content: number | null; hydrated: number | null } })
      .__phone;
    const banner = [...document.querySelectorAll('[role="status"]')].some((el) =>
      /offline/i.test(el.textContent ?? ''),
    );
    return { fcp: paint, content: recorded?.content ?? null, hydrated: recorded?.hydrated ?? null, banner };
  });
  const result: Visit = {
    fcp: marks.fcp,
    content: marks.content,
    hydrated: hydrated ? marks.hydrated : null,
    bytesToInteractive,
    bytes: proxy.bytes() - start,
    offlineBanner: marks.banner,
  };
  if (options.offline) await context.setOffline(false);
  await cdp.detach().catch(() => undefined);
  await page.close();
  return result;
}

/** Waits until the shop's service worker controls pages of this context (registered after hydration). */
export async function workerReady(context: BrowserContext, base: string): Promise<boolean> {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/robots.txt`);
    return await page
      .waitForFunction(
        async () => Boolean((await navigator.serviceWorker.getRegistration('/'))?.active),
        undefined,
        { timeout: 20_000 },
      )
      .then(() => true)
      .catch(() => false);
  } finally {
    await page.close();
  }
}
