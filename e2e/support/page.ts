// Helpers every journey shares: what a shopper's page shows, and the errors it logs.
import { type Page, test } from '@playwright/test';

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
