// Pack sizes: the product page offers a product's sizes as a radio group (sold-out ones disabled), shows
// the chosen size's price and unit price, and adds that size; it works without JavaScript too (the form
// posts the chosen size). Cards say "from ₦X"; the cart names the size.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/journey.ts';
import { cartButton } from '../support/page.ts';

const CRAYFISH = { slug: 'ground-crayfish', name: 'Ground Crayfish' };
const sizes = (page: Page) => page.getByRole('group', { name: 'Size' });
const size = (page: Page, label: string) =>
  sizes(page).getByRole('radio', { name: new RegExp(`^${label} `) });
const addToCart = (page: Page) =>
  page.getByRole('region', { name: CRAYFISH.name }).getByRole('button', { name: 'Add to Cart' });
const cartLine = (page: Page, name: string) => page.locator('tr.cart-line', { hasText: name });

test.describe('choosing a size', () => {
  test('the chosen size sets the price and unit price, and is the one added to the cart', async ({
    page,
  }) => {
    await page.goto(`/product/${CRAYFISH.slug}`);
    await expect(size(page, '250 g')).toBeChecked();
    await expect(page.locator('.cat-product__price')).toHaveText('₦4,200');
    await expect(page.locator('.cat-product__unit-price')).toHaveText('₦1,680 per 100 g');

    await size(page, '1 kg').check();
    await expect(page.locator('.cat-product__price')).toHaveText('₦15,500');
    await expect(page.locator('.cat-product__unit-price')).toHaveText('₦15,500 per kg');
    await addToCart(page).click();
    await expect(
      page.getByText(`${CRAYFISH.name} (1 kg) has been added to your cart.`, { exact: true }),
    ).toBeVisible();

    await page.goto('/cart');
    await expect(cartLine(page, `${CRAYFISH.name} (1 kg)`)).toContainText('₦15,500');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  });

  test('a sold-out size is shown and cannot be chosen', async ({ page }) => {
    await page.goto('/product/cameroon-pepper');
    await expect(size(page, '1 kg')).toBeDisabled();
    await expect(sizes(page).getByText('Sold out')).toBeVisible();
    await expect(size(page, '100 g')).toBeChecked();
  });

  test('a card of a product in sizes says "from" its lowest price', async ({ page }) => {
    await page.goto(`/shop?search=${encodeURIComponent(CRAYFISH.name)}`);
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: CRAYFISH.name, exact: true }) });
    await expect(card.locator('.cat-card__price')).toHaveText('from ₦1,900');
  });
});

test.describe('choosing a size without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts the chosen size; the cart names it', async ({ page }) => {
    expect((await page.goto(`/product/${CRAYFISH.slug}`))?.status()).toBe(200);
    // Each size says its price before any script runs.
    await expect(sizes(page)).toContainText('100 g ₦1,900 ₦1,900 per 100 g');
    await size(page, '100 g').check();
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await addToCart(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-notice')).toHaveText(
      `${CRAYFISH.name} (100 g) has been added to your cart.`,
    );
    await expect(cartLine(page, `${CRAYFISH.name} (100 g)`)).toContainText('₦3,800');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  });
});
