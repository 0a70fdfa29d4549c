// The storefront's flow on a phone (and the same at 1280 px): the checkout's total before its button,
// an added-to-cart toast that offers "View cart" and steps aside for the drawer, sort in the shop's
// results bar, focus on the new page's heading after client-side navigation, and a chat button
// with readable contrast.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/journey.ts';
import { cartButton, collectErrors, waitForHydration, waitForStillness } from '../support/page.ts';
import { cartLine, products, visitWithCart } from '../support/shop.ts';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`) });

test('checkout shows the delivery fee and total before the submit button', async ({ page, request }) => {
  const [product] = (await products(request)).filter((p) => p.stock >= 10);
  if (!product) throw new Error('the seed needs a product in stock');
  await visitWithCart(page, '/checkout', [cartLine(product, 1)]);
  const submit = page.getByRole('button', { name: 'Complete Order via WhatsApp' });
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  const fee = summary.getByTestId('cart-delivery-fee');
  const total = summary.getByTestId('cart-total');
  await expect(total).toBeVisible();
  const [feeBox, totalBox, submitBox] = await Promise.all([
    fee.boundingBox(),
    total.boundingBox(),
    submit.boundingBox(),
  ]);
  if (!feeBox || !totalBox || !submitBox) throw new Error('the checkout is not laid out');
  expect(feeBox.y).toBeLessThan(submitBox.y);
  expect(totalBox.y).toBeLessThan(submitBox.y);
  await shot(page, 'checkout-top');
});

test('"Added to cart" offers View cart, and steps aside when the drawer opens', async ({ page, request }) => {
  const errors = collectErrors(page);
  const [product] = (await products(request)).filter((p) => p.stock >= 10);
  if (!product) throw new Error('the seed needs a product in stock');
  await page.goto(`/product/${product.id}`);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const detail = page.getByRole('region', { name: product.name, exact: true });
  await detail.getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.getByRole('listitem').filter({ hasText: 'Added to cart' });
  const viewCart = toast.getByRole('link', { name: 'View cart' });
  await expect(viewCart).toBeVisible();
  await expect(viewCart).toHaveAttribute('href', '/cart');
  await shot(page, 'toast-view-cart');

  // "View cart" opens the drawer (as the header's cart button does) and the toast goes.
  await viewCart.click();
  const drawer = page.getByRole('dialog', { name: /^Your Cart/ });
  await expect(drawer).toBeVisible();
  await expect(toast).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Opening the drawer another way while the toast is up: the drawer's buttons are not covered.
  await detail.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast).toBeVisible();
  await cartButton(page).click();
  await expect(drawer).toBeVisible();
  await expect(toast).toBeHidden();
  for (const name of ['Checkout on WhatsApp', 'View Cart', 'Continue Shopping']) {
    const target = drawer.getByRole(name === 'Continue Shopping' ? 'button' : 'link', { name, exact: true });
    await expect(target).toBeInViewport();
    const box = await target.boundingBox();
    if (!box) throw new Error(`${name} is not laid out`);
    const onTop = await page.evaluate(
      ([x, y]) =>
        document
          .elementFromPoint(x as number, y as number)
          ?.closest('a, button')
          ?.textContent?.trim(),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toBe(name);
  }
  await shot(page, 'drawer-after-toast');
  expect(errors).toEqual([]);
});

// Found on a product page that ends 16 px below the fold: the scrolled header was 8 px shorter, which made the
// page shorter and scrolled it back under the 10 px threshold, then taller again, every frame; the header's
// cart button moved on and on and could not be tapped.
test('the header keeps its height when the page scrolls', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  const atTop = await header.boundingBox();
  await page.evaluate(() => scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await waitForStillness(page);
  expect((await header.boundingBox())?.height).toBe(atTop?.height);
  await cartButton(page).click();
  await expect(page.getByRole('dialog', { name: /^Your Cart/ })).toBeVisible();
});

test('sort sits in the results bar, not in the filter panel', async ({ page }) => {
  await page.goto('/shop');
  await waitForHydration(page);
  const resultsBar = page.getByRole('region', { name: 'Products' });
  const sort = resultsBar.getByRole('combobox', { name: 'Sort By' });
  await expect(sort).toBeInViewport();
  await expect(
    page.getByRole('complementary', { name: 'Filters' }).getByRole('combobox', { name: 'Sort By' }),
  ).toHaveCount(0);
  await sort.selectOption('price-asc');
  await expect(page).toHaveURL(/\/shop\?sort=price-asc$/);
  await shot(page, 'shop-sort');
});

test('after client-side navigation focus is on the new page heading, and the title is announced', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  // The first load leaves focus where the browser put it (the server-rendered page is untouched).
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  const focusedHeading = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active?.tagName === 'H1' ? active.textContent : null;
    });

  await page.goto('/');
  await waitForHydration(page);
  // Through the header (the phone menu first on a phone).
  const menu = page.getByRole('link', { name: 'Open menu' });
  const onPhone = await menu.isVisible();
  if (onPhone) await menu.click();
  const nav = onPhone
    ? page.getByRole('dialog', { name: 'Menu' })
    : page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect.poll(focusedHeading).toBe('Shop All Products');
  await expect(page.locator('h1[tabindex="-1"]')).toBeFocused();
  await expect(page.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText(await page.title());
  await shot(page, 'focus-shop');

  // From a product card into the product page.
  const card = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
  const name = await card.getByRole('heading', { level: 3 }).innerText();
  await card.getByRole('heading', { level: 3 }).click();
  await expect.poll(focusedHeading).toBe(name);

  // A filter change is not a new page: focus stays on the control.
  await page.goBack();
  await expect.poll(focusedHeading).toBe('Shop All Products');
  const sort = page.getByRole('region', { name: 'Products' }).getByRole('combobox', { name: 'Sort By' });
  await sort.focus();
  await sort.selectOption('name-desc');
  await expect(page).toHaveURL(/sort=name-desc/);
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  await expect(sort).toBeFocused();
  expect(errors).toEqual([]);
});

test('the WhatsApp inquiry button is readable (contrast at least 4.5:1)', async ({ page, request }) => {
  const [product] = await products(request);
  if (!product) throw new Error('the seed needs a product');
  await page.goto(`/product/${product.id}`);
  await page.waitForLoadState('networkidle');
  const button = page.getByRole('link', { name: 'Inquire via WhatsApp' });
  await expect(button).toBeVisible();
  const ratio = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = channels(color).map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});
