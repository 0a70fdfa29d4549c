// Quantity limits: the product page and the cart stop at the stock ("Only N left"), and a cart whose
// product's stock dropped brings its line down (or drops it) and says so. Each project makes its own
// product with a known stock through the admin API, so nothing here depends on other journeys.
import type { APIRequestContext, Page } from '@playwright/test';
import { adminCredentials } from '../support/env.ts';
import { expect, test } from '../support/journey.ts';
import { cartButton, collectErrors, isMobile, waitForHydration } from '../support/page.ts';

const adminHeaders = () => {
  const { username, password } = adminCredentials;
  return { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` };
};

interface Made {
  id: string;
  name: string;
  setStock: (stock: number) => Promise<void>;
  remove: () => Promise<void>;
}

async function productWithStock(request: APIRequestContext, stock: number): Promise<Made> {
  const categories = (await (await request.get('/api/categories')).json()) as { id: string }[];
  const tag = `${test.info().project.name}-${Date.now()}`;
  const body = {
    name: `Scarce pepper ${tag}`,
    slug: `scarce-pepper-${tag}`,
    description: 'A small harvest of scotch bonnet, for the quantity journeys.',
    price: '1200',
    stock,
    imageUrl: null,
    categoryId: categories[0]?.id ?? null,
    isFeatured: false,
  };
  const created = await request.post('/api/products', { headers: adminHeaders(), data: body });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  return {
    id,
    name: body.name,
    setStock: async (next) => {
      const response = await request.put(`/api/products/${id}`, {
        headers: adminHeaders(),
        data: { ...body, stock: next },
      });
      expect(response.ok(), await response.text()).toBe(true);
    },
    remove: async () => {
      await request.delete(`/api/products/${id}`, { headers: adminHeaders() });
    },
  };
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}-${test.info().project.name}.png`),
    fullPage: true,
  });

test('the product page and the cart stop at the stock, and the cart follows a stock that drops', async ({
  page,
  request,
}) => {
  // One long journey across four pages and two stock changes.
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  // Above the low-stock mark (5), so the page only says "Only N left" once the stepper reaches it.
  const product = await productWithStock(request, 7);
  try {
    await page.goto(`/product/${product.id}`);
    // The server-rendered stepper takes typing once React owns it (hydration keeps React's value).
    await waitForHydration(page);
    // The product's own region (related products below have their own buttons).
    const detail = page.getByRole('region', { name: product.name });
    const field = detail.getByRole('spinbutton', { name: 'Quantity' });
    const plus = detail.getByRole('button', { name: 'Increase quantity' });
    await expect(field).toHaveValue('1');
    await expect(detail.getByText(/Only \d+ left/)).toHaveCount(0);
    await field.fill('6');
    await plus.click();
    await expect(field).toHaveValue('7');
    await expect(plus).toBeDisabled();
    await expect(detail.getByRole('status').filter({ hasText: /^Only 7 left$/ })).toBeVisible();
    // The button stays focusable at the limit: a keyboard user is not dropped to the page.
    await plus.focus();
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('7');
    await expect(plus).toBeFocused();
    await field.fill('9');
    await field.blur();
    await expect(field).toHaveValue('7');
    await detail.screenshot({
      path: test.info().outputPath(`stepper-limit-${test.info().project.name}.png`),
    });

    const add = detail.getByRole('button', { name: 'Add to Cart' });
    await add.click();
    await expect(
      page.getByText(`${product.name} has been added to your cart.`, { exact: true }),
    ).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 7 items');
    // Adding again cannot take the cart past the stock, and says why.
    await add.click();
    await expect(
      page.getByText(`Your cart now has all 7 of ${product.name}.`, { exact: true }),
    ).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 7 items');

    await page.goto('/cart');
    const linePlus = page.getByRole('button', { name: `Increase quantity of ${product.name}` });
    await expect(linePlus).toBeDisabled();
    await expect(page.getByText('Only 7 left', { exact: true })).toBeVisible();

    // The stock drops while the shopper is away: the cart comes down to it when shown again.
    await product.setStock(1);
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'Some items in your cart have changed' });
    await expect(notice).toContainText(
      `Only 1 of ${product.name} left: your quantity was reduced from 7 to 1.`,
    );
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(page.getByText('Only 1 left', { exact: true })).toBeVisible();
    await shot(page, 'cart-clamped');

    // Sold out: the drawer drops the line and says so.
    await product.setStock(0);
    await page.goto('/about');
    await waitForHydration(page);
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: /^Your Cart/ });
    await expect(
      drawer.getByRole('status').filter({ hasText: 'Some items in your cart have changed' }),
    ).toContainText(`${product.name} is out of stock and was removed from your cart.`);
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
    if (isMobile()) await shot(page, 'drawer-sold-out');
    expect(errors).toEqual([]);
  } finally {
    await product.remove();
  }
});
