// Helpers every journey shares: what a shopper's page shows, and the errors it logs.
import { expect, type Page, test } from '@playwright/test';

/** Console errors and uncaught exceptions, so that a journey also proves the page is clean. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** True in the 375 px project. */
export const isMobile = () => test.info().project.name === 'mobile';

/** The header's cart button (a link to /cart that opens the drawer once it is up). */
export const cartButton = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ });

/** Naira as the shop shows it. */
export const naira = (amount: number) => `₦${new Intl.NumberFormat('en-NG').format(amount)}`;

/**
 * Waits until the server-rendered page has hydrated (the shell marks <html> once every application of
 * the first page has mounted). Until then links navigate the classic way, which is right for shoppers
 * but not for a journey that asserts client-side navigation.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

/** Waits until nothing moves (drawers, panels and dialogs slide in), so positions and colours are final. */
export async function waitForStillness(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/**
 * Resolves once the page has saved a change to its cart on the shop (the badge counts it before that). A
 * journey that leaves the page right after a change waits for this first: the navigation would cancel the
 * request, as a tap on a link a split second after "Add to Cart" could.
 */
export async function cartSaved(page: Page): Promise<void> {
  const response = await page.waitForResponse(
    (answer) => new URL(answer.url()).pathname.startsWith('/api/cart') && answer.request().method() !== 'GET',
  );
  expect(response.ok(), `${response.request().method()} ${response.url()}`).toBe(true);
}
