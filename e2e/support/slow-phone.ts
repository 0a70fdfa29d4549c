// The slow phone of issue #27 and DESIGN.md ("Tests and benchmarks"): 400 kbps down, 200 kbps up, 400 ms
// latency, a CPU four times slower, a 375 × 812 touch screen. The journeys that must work before hydration
// and `npm run bench:phone` both use it.
import type { BrowserContextOptions, CDPSession, Page } from '@playwright/test';

export const SLOW_PHONE = {
  downloadKbps: 400,
  uploadKbps: 200,
  latencyMs: 400,
  cpuSlowdown: 4,
  viewport: { width: 375, height: 812 },
} as const;

/** The context options of the phone (its screen; network and CPU are set per page over CDP). */
export const slowPhoneContext: BrowserContextOptions = {
  viewport: SLOW_PHONE.viewport,
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
};

/** Slows the page's network and CPU (Chromium only, over CDP). Returns the session, to go offline with. */
export async function slowDown(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: (SLOW_PHONE.downloadKbps * 1000) / 8,
    uploadThroughput: (SLOW_PHONE.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  return cdp;
}
