import { test as base, expect } from '@playwright/test';

/**
 * The journeys that use what the page's scripts add (toasts, the drawer, dialogs, live filters) act once the
 * page has hydrated, as a shopper who waits for it would: `page.goto` to a storefront page waits for
 * `data-hydrated` (the console has no such mark). What a shopper can do before that is the business of
 * `before-hydration.spec.ts` (which loads with `waitUntil: 'commit'`) and of the no-JavaScript specs.
 * A page that never hydrates is left to the spec's own assertions to find.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
        const storefront = !new URL(page.url()).pathname.startsWith('/admin');
        if (html && storefront && options?.waitUntil !== 'commit')
          await page
            .locator('html[data-hydrated]')
            .waitFor({ state: 'attached', timeout: 30_000 })
            .catch(() => undefined);
        return response;
      };
    }
    await use(page);
  },
});

export { expect };
