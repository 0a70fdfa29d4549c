// The partner handoff (issue #28) with JavaScript off: a cart link opened as a QR code would open it (a plain
// GET) fills the shop's cart and says what it could not add; the order placed without JavaScript carries the
// partner into the report. The blog's recipe cart adds its ticked lines the same way. The whole journey with
// JavaScript, from a partner's page to the admin's report screen: partner-journey.spec.ts.
import type { APIRequestContext } from '@playwright/test';
import { chooseDelivery } from '../support/checkout.ts';
import { expect, test } from '../support/journey.ts';
import { adminHeaders, createProduct } from '../support/shop.ts';

const lagosToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());

async function createPartner(request: APIRequestContext, name: string, code: string) {
  const response = await request.post('/api/partners', { headers: adminHeaders(), data: { name, code } });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a cart link fills the cart, reports a bad item, and the order carries the partner', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const tag = `${test.info().project.name}-${Date.now().toString(36)}`;
    const code = `kitchen-${tag}`;
    const partnerName = `Kitchen ${tag}`;
    await createPartner(request, partnerName, code);
    const pepper = await createProduct(request, { name: 'Link Ata Rodo', stock: 50 });
    const crayfish = await createProduct(request, { name: 'Link Crayfish', stock: 2 });

    await page.goto(`/cart/add?items=${pepper.slug}:3,${crayfish.slug}:5,no-such-spice:1&ref=${code}`);
    await expect(page).toHaveURL(/\/cart$/);
    const notice = page.getByTestId('cart-notice');
    await expect(notice).toContainText('2 items from the link were added to your cart.');
    await expect(notice.getByRole('listitem')).toHaveText([
      `Only 2 of ${crayfish.name} in stock: your cart has 2, not 5.`,
      '"no-such-spice" is not sold in this shop: not added.',
    ]);
    await expect(page.locator('tr.cart-line', { hasText: pepper.name })).toContainText('₦4,500');
    await expect(page.locator('tr.cart-line', { hasText: crayfish.name })).toContainText('₦3,000');

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByLabel('Full Name', { exact: true }).fill('Chiamaka Obi');
    await page.getByLabel('Email', { exact: true }).fill(`${tag}@example.com`);
    await page.getByLabel('Phone Number', { exact: true }).fill('08031234567');
    await page.getByLabel('Delivery Address', { exact: true }).fill('7 Admiralty Way, Lekki Phase 1, Lagos');
    await chooseDelivery(page, { javaScript: false });
    await page.getByRole('radio', { name: /Order via WhatsApp/ }).check();
    await page.getByRole('button', { name: 'Complete Order via WhatsApp' }).click();
    await expect(page).toHaveURL(/\/track\/[A-Za-z0-9_-]+\?placed=1$/);

    const today = lagosToday();
    const report = await request.get(`/api/partners/report?from=${today}&to=${today}`, {
      headers: adminHeaders(),
    });
    const rows = (await report.json()) as { code: string; orders: number }[];
    expect(rows.find((row) => row.code === code)?.orders).toBe(1);
  });

  test('the blog’s recipe cart scales to the servings and adds the ticked lines', async ({ page }) => {
    await page.goto('/blog/how-to-make-party-jollof-rice');
    const recipe = page.getByRole('region', { name: 'Buy the ingredients' });
    await expect(recipe.getByRole('checkbox')).toHaveCount(6);
    await recipe.getByRole('spinbutton', { name: 'Servings' }).fill('8');
    await recipe.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/blog\/how-to-make-party-jollof-rice\?servings=8$/);
    // 0.5 packs of the pepper base per serving: 4 for eight.
    const base = recipe.getByRole('checkbox', { name: /Obe Ata/ });
    await expect(base).toHaveAttribute('value', 'obe-ata-base:4');
    await recipe.getByRole('checkbox', { name: /Curry/ }).uncheck();
    await recipe.getByRole('button', { name: 'Add ticked items to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-notice')).toContainText(
      '5 items from the link were added to your cart.',
    );
    await expect(page.locator('tr.cart-line', { hasText: 'Obe Ata' })).toBeVisible();
    await expect(page.locator('tr.cart-line', { hasText: 'Curry' })).toHaveCount(0);
  });
});
