// The shop's filters are a GET form on /shop: without JavaScript a shopper still filters, sorts and
// searches, and each choice is a server-rendered result page with its own URL.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/journey.ts';
import { waitForHydration } from '../support/page.ts';

const filters = (page: Page) => page.locator('form[action="/shop"]');
const cardNames = (page: Page) => page.locator('.cat-results__items h3').allTextContents();

test.describe('shop filters with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('search, category, price and sort apply as a server-rendered page', async ({ page, request }) => {
    expect((await page.goto('/shop'))?.status()).toBe(200);
    const form = filters(page);
    const apply = form.getByRole('button', { name: 'Show results' });
    await expect(apply).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filter Products' })).toBeHidden();

    await form.getByRole('searchbox', { name: 'Search' }).fill('pepper');
    await form.getByRole('radio', { name: 'Spices' }).check();
    // The native slider moves with the keyboard: 50 steps of ₦100 down from ₦10,000.
    const max = form.getByRole('slider', { name: 'Maximum price' });
    await max.focus();
    for (let step = 0; step < 50; step += 1) await max.press('ArrowLeft');
    await page.getByRole('combobox', { name: 'Sort By' }).selectOption('price-desc');
    await apply.click();

    await expect(page).toHaveURL(
      /\/shop\?search=pepper&category=spices&minPrice=0&maxPrice=5000&sort=price-desc$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spices');
    // The choices stay in the form for the next change.
    await expect(form.getByRole('searchbox', { name: 'Search' })).toHaveValue('pepper');
    await expect(form.getByRole('radio', { name: 'Spices' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Sort By' })).toHaveValue('price-desc');

    const expected = (await (
      await request.get('/api/catalog?q=pepper&category=spices&maxPrice=5000&sort=price-desc')
    ).json()) as { items: { name: string }[] };
    expect(expected.items.length).toBeGreaterThan(0);
    expect(await cardNames(page)).toEqual(expected.items.map((item) => item.name));
  });
});

test.describe('shop filters with JavaScript', () => {
  test('apply as they change, with the panel button as before', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByRole('button', { name: 'Filter Products' })).toBeVisible();
    await waitForHydration(page);
    // On a phone the filters slide in from that button.
    if (test.info().project.name === 'mobile')
      await page.getByRole('button', { name: 'Filter Products' }).click();
    await filters(page).getByRole('radio', { name: 'Spices' }).check();
    await expect(page).toHaveURL(/\/shop\?category=spices$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spices');
  });
});
