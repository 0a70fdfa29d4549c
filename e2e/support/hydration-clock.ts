import type { Page } from '@playwright/test';

/**
 * Records when the shell marks the page hydrated (`data-hydrated`), on the page's own clock (the one its
 * resource timings use), as `window.hydratedAt`. Shared by the specs and `npm run size`.
 */
export async function recordHydrationTime(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // The document may still be empty when this runs: watch it whole.
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-hydrated')) return;
      (window as { hydratedAt?: number }).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
}
