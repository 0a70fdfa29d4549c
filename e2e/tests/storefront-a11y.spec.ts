// The storefront on a phone and a desktop: every screen, and every state a shopper meets on it (filters open,
// drawer open, validation errors, search results and none, …), has no axe-core violation of any impact.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { chooseDelivery } from '../support/checkout.ts';
import { expect, test } from '../support/journey.ts';
import { cartButton, isMobile, waitForStillness } from '../support/page.ts';
import {
  type ApiProduct,
  cartLine,
  createProduct,
  products,
  stubChatApp,
  visitWithCart,
} from '../support/shop.ts';

/** The page has hydrated (generous: the machine is shared; see waitForHydration in support/page.ts). */
const waitForHydration = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 30_000 });

/** Every violation on the page as it is now, one line each: rule, impact, how many elements, the first. */
async function expectNoViolations(page: Page, screen: string) {
  await waitForStillness(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.nodes[0]?.target.join(' ')} — ${v.help}`,
  );
  expect.soft(found, `axe on ${screen} (${test.info().project.name})`).toEqual([]);
}

/** Opens `url` once the server-rendered page has hydrated and shows `heading`, then runs axe. */
async function checkPage(page: Page, screen: string, url: string, heading: string | RegExp) {
  await test.step(screen, async () => {
    await page.goto(url);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoViolations(page, screen);
  });
}

let catalogue: ApiProduct[] = [];
const inStock = () => {
  const product = catalogue.find((p) => p.stock >= 20);
  if (!product) throw new Error('the seed needs a product with plenty in stock');
  return product;
};

test.beforeEach(async ({ request }) => {
  catalogue = await products(request);
});

test.describe('storefront accessibility (axe-core)', () => {
  // Generous: axe walks the whole page, and several helpers' builds and browsers share two cores.
  test.describe.configure({ timeout: 90_000 });

  const pages: [screen: string, url: string, heading: string | RegExp][] = [
    ['home', '/', 'Authentic Nigerian Spices & Foodstuffs'],
    ['about', '/about', 'Our Story'],
    ['contact', '/contact', 'Get in Touch'],
    ['terms', '/terms', 'Terms of Service'],
    ['privacy', '/privacy', 'Privacy Policy'],
    ['shipping', '/shipping', 'Shipping Policy'],
    ['404', '/no-such-page', /Not Found/],
  ];
  for (const [screen, url, heading] of pages) {
    test(screen, async ({ page }) => {
      await checkPage(page, screen, url, heading);
    });
  }

  test('shop, with the filters open on a phone', async ({ page }) => {
    await checkPage(page, 'shop', '/shop', 'Shop');
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    if (isMobile()) {
      await test.step('shop filters open', async () => {
        await page.getByRole('button', { name: 'Filter Products' }).click();
        await expect(page.getByRole('complementary', { name: 'Filters' })).toBeInViewport();
        await expectNoViolations(page, 'shop filters open');
      });
    }
  });

  test('a product in stock and one sold out', async ({ page, request }) => {
    const product = inStock();
    await checkPage(page, 'product', `/product/${product.id}`, product.name);
    // One of our own with nothing left: other journeys change the seed's stock.
    const soldOut = await createProduct(request, { name: 'Sold out axe', stock: 0 });
    await checkPage(page, 'product sold out', `/product/${soldOut.id}`, soldOut.name);
    await expect(page.getByText('Out of stock').first()).toBeVisible();
  });

  test('cart: empty, with items, and the drawer open', async ({ page }) => {
    await checkPage(page, 'cart empty', '/cart', 'Your cart is empty');
    const [first, second] = catalogue.filter((p) => p.stock >= 20);
    if (!first || !second) throw new Error('the seed needs two products in stock');
    await visitWithCart(page, '/cart', [cartLine(first, 2), cartLine(second)]);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: /Cart/ })).toBeVisible();
    await expectNoViolations(page, 'cart with items');

    await test.step('cart drawer open', async () => {
      await page.goto('/about');
      await page.waitForLoadState('networkidle');
      await waitForHydration(page);
      await cartButton(page).click();
      await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
      await expectNoViolations(page, 'cart drawer open');
    });
  });

  test('checkout: the form, its errors and the order confirmation', async ({ page, context }) => {
    await visitWithCart(page, '/checkout', [cartLine(inStock())]);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expectNoViolations(page, 'checkout form');

    await page.getByRole('button', { name: 'Complete Order via WhatsApp' }).click();
    await expect(page.getByLabel('Full Name', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page, 'checkout with errors');

    await confirmOrder(page, context);
    await expectNoViolations(page, 'order confirmation');
  });

  test('blog and a post', async ({ page }) => {
    await checkPage(page, 'blog', '/blog', /Blog|Kitchen|Stories/);
    const first = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    const href = await first.getAttribute('href');
    if (!href) throw new Error('the blog needs a post');
    await page.goto(href);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, 'post');
  });

  test('the search dialog, with results and with none', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Search products' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search Products' });
    const input = dialog.getByRole('searchbox', { name: 'Search products' });
    await input.fill('pepper');
    await expect(
      dialog.getByRole('list', { name: 'Matching products' }).getByRole('link').first(),
    ).toBeVisible();
    await expectNoViolations(page, 'search with results');
    await input.fill('zzqxv');
    await expect(dialog.getByText('No products found for “zzqxv”')).toBeVisible();
    await expectNoViolations(page, 'search without results');
  });
});

/** Completes the open checkout form by WhatsApp (the chat app answered locally) and waits for the thanks. */
async function confirmOrder(page: Page, context: BrowserContext) {
  await stubChatApp(context);
  await page.getByLabel('Full Name', { exact: true }).fill('Ngozi Axe');
  await page.getByLabel('Email', { exact: true }).fill(`axe-${Date.now().toString(36)}@example.com`);
  await page.getByLabel('Phone Number', { exact: true }).fill('08031234567');
  await page.getByLabel('Delivery Address', { exact: true }).fill('12 Awolowo Road, Ikoyi, Lagos');
  await chooseDelivery(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Complete Order via WhatsApp' }).click();
  await (await popup).close();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
}
