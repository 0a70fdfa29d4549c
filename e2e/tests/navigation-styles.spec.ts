// Every screen reached by client-side navigation, within a micro-frontend or from another whose stylesheet
// the page did not have yet, must be styled from the moment it is in the document (no flash of unstyled
// content): the shell waits for a remote's stylesheet before it shows the remote (shell/src/federation).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/journey.ts';
import { collectErrors, waitForHydration } from '../support/page.ts';

/** A mark of each screen's own stylesheet: a property its CSS gives an element only that screen has. */
const styled = {
  home: { selector: '.cat-hero', property: 'background-image', expected: 'radial-gradient' },
  shop: { selector: '.cat-shop__banner', property: 'background-image', expected: 'radial-gradient' },
  product: { selector: '.cat-product__layout', property: 'display', expected: 'grid' },
  blog: { selector: '.blog-hero', property: 'background-image', expected: 'linear-gradient' },
} as const;
type Screen = keyof typeof styled;

/**
 * Records, in the page, the computed style of the screen's element when it is first inserted (a mutation
 * observer's callback runs before the browser can paint it), then runs `go` and returns what was recorded.
 */
async function styleOnArrival(page: Page, screen: Screen, go: () => Promise<unknown>): Promise<string> {
  const { selector, property } = styled[screen];
  await page.evaluate(
    ({ selector, property }) => {
      const seen = window as unknown as { __arrival?: Promise<string> };
      seen.__arrival = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const element = document.querySelector(selector);
          if (!element) return;
          observer.disconnect();
          resolve(getComputedStyle(element).getPropertyValue(property));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    },
    { selector, property },
  );
  await go();
  return page.evaluate(() => (window as unknown as { __arrival: Promise<string> }).__arrival);
}

async function expectStyledArrival(page: Page, screen: Screen, go: () => Promise<unknown>) {
  const value = await styleOnArrival(page, screen, go);
  expect(value, `${screen} styled when it appears`).toContain(styled[screen].expected);
  await page.screenshot({ path: test.info().outputPath(`${screen}-${test.info().project.name}.png`) });
}

test('client-side navigation between screens and micro-frontends shows each screen styled', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const productLink = await firstProductPath(request);
  await page.goto('/');
  await waitForHydration(page);
  await page.screenshot({ path: test.info().outputPath(`home-${test.info().project.name}.png`) });
  // / → /shop, within the catalogue.
  await expectStyledArrival(page, 'shop', () => page.locator('main a[href="/shop"]').first().click());
  await expect(page).toHaveURL(/\/shop$/);
  // /shop → a product.
  await expectStyledArrival(page, 'product', () =>
    page.locator(`main a[href="${productLink}"]`).first().click(),
  );
  await expect(page).toHaveURL(new RegExp(`${productLink}$`));
  // The product → /blog, another micro-frontend.
  await expectStyledArrival(page, 'blog', () => page.locator('footer a[href="/blog"]').first().click());
  await expect(page).toHaveURL(/\/blog$/);
  // And back, then back again.
  await expectStyledArrival(page, 'product', () => page.goBack());
  await expectStyledArrival(page, 'shop', () => page.goBack());
  expect(errors).toEqual([]);
});

test('a catalogue screen reached from the blog, which had none of its CSS, is styled', async ({
  page,
  request,
}) => {
  const productLink = await firstProductPath(request);
  await page.goto('/blog');
  await waitForHydration(page);
  await expectStyledArrival(page, 'shop', () => page.locator('a[href="/shop"]:visible').first().click());
  await expect(page).toHaveURL(/\/shop$/);
  await expectStyledArrival(page, 'product', () =>
    page.locator(`main a[href="${productLink}"]`).first().click(),
  );
});

/** The first product the shop's first page shows. */
async function firstProductPath(request: import('@playwright/test').APIRequestContext) {
  const html = await (await request.get('/shop')).text();
  const path = /href="(\/product\/[^"]+)"/.exec(html)?.[1];
  if (!path) throw new Error('the shop shows no product');
  return path;
}
