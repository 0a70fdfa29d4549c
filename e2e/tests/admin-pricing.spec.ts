// The owner's delivery zones, discounts and partners: set in the console; zones published by the API the
// checkout will price with, partners in the report. (Both viewports share one database: each run's zone is limited to a city of its own.)
import { readFileSync } from 'node:fs';
import { login } from '../support/admin.ts';
import { expect, test } from '../support/journey.ts';

interface Published {
  zones: {
    id: string;
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
  await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();

  const published = (await (await page.request.get('/api/delivery')).json()) as Published;
  const zone = published.zones.find((one) => one.name === name);
  expect(zone).toMatchObject({
    states: ['LA'],
    cities: [name],
    fee: { flatKobo: 150_000, freeAboveKobo: 1_000_000 },
  });

  // Its own page (a phone's list rows are not links: Edit and Delete are buttons of their own).
  await page.goto(`/admin/delivery-zones/${zone?.id}`);
  await expect(page.getByRole('textbox', { name: 'Zone name' })).toHaveValue(name);
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

test('a partner is added and listed in the partner report, which exports as CSV', async ({ page }) => {
  const code = `blog-${test.info().project.name}-${Date.now().toString(36)}`;
  await page.goto('/admin/partners/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(`Kitchen ${code}`);
  await page.getByRole('textbox', { name: 'Code' }).fill(code.toUpperCase());
  await page.getByRole('spinbutton', { name: 'Commission % (optional)' }).fill('7.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Partner saved')).toBeVisible();
  await expect(page.getByRole('main').getByText(code).first()).toBeVisible();

  await page.goto('/admin/partner-report');
  const row = page.getByRole('table', { name: 'Orders and revenue per partner' }).getByRole('row', {
    name: new RegExp(`Kitchen ${code}`),
  });
  await expect(row).toContainText('₦0');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  expect(readFileSync(file, 'utf8')).toContain(`Kitchen ${code},${code},`);
});
