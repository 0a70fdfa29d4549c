// The owner's delivery zones and discounts: set in the console, published by the API the checkout will price
// with. (Both viewports share one database: each run's zone is limited to a city of its own.)
import { expect, test } from '@playwright/test';
import { login } from '../support/admin.ts';

interface Published {
  zones: {
    name: string;
    states: string[];
    cities: string[];
    fee: { flatKobo: number; freeAboveKobo: number | null };
  }[];
}

test.beforeEach(async ({ page }) => login(page));

test('a delivery zone is added on its form, listed, published in kobo and removed', async ({ page }) => {
  const name = `Lekki ${test.info().project.name} ${Date.now().toString(36)}`;
  await page.goto('/admin/delivery-zones');
  await expect(page.getByRole('main').getByText('Nigeria', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Add delivery zone' }).click();

  await page.getByRole('textbox', { name: 'Zone name' }).fill(name);
  const states = page.getByRole('combobox', { name: 'States' });
  await states.fill('Lag');
  await page.getByRole('option', { name: 'Lagos' }).click();
  const cities = page.getByRole('combobox', { name: /Only these cities/ });
  await cities.fill(name);
  await cities.press('Enter');
  await page.getByRole('spinbutton', { name: 'Delivery fee (₦)' }).fill('1500');
  await page.getByRole('spinbutton', { name: 'Free above (₦, optional)' }).fill('10000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Delivery zone saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/delivery-zones(\?.*)?$/);
  await expect(page.getByRole('main').getByText(name)).toBeVisible();

  const published = (await (await page.request.get('/api/delivery')).json()) as Published;
  expect(published.zones.find((zone) => zone.name === name)).toMatchObject({
    states: ['LA'],
    cities: [name],
    fee: { flatKobo: 150_000, freeAboveKobo: 1_000_000 },
  });

  await page.getByRole('main').getByText(name).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Delivery zone deleted')).toBeVisible();
  const after = (await (await page.request.get('/api/delivery')).json()) as Published;
  expect(after.zones.map((zone) => zone.name)).not.toContain(name);
});

test('a discount code is refused until it makes sense, then saved upper-case', async ({ page }) => {
  const code = `read${test.info().project.name}${Date.now().toString(36)}`;
  await page.goto('/admin/discounts/create');
  await page.getByRole('textbox', { name: 'Code' }).fill(`${code}!`);
  await page.getByRole('textbox', { name: 'Label shown in the cart' }).fill('10% for our readers');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Use 3–40 letters, digits, - or _')).toBeVisible();

  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Discount saved')).toBeVisible();
  await expect(page.getByRole('main').getByText(code.toUpperCase())).toBeVisible();
});
