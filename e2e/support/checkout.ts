import { expect, type Page } from '@playwright/test';

/**
 * The checkout's address and delivery: the state first (a native select), the city/LGA, then the delivery
 * options for that state. With JavaScript they appear as the state is chosen; without, "Show delivery
 * options" asks the server, which draws the page again with them (what was typed is kept).
 */
export async function chooseDelivery(
  page: Page,
  {
    state = 'LA',
    city = 'Ikeja',
    javaScript = true,
  }: { state?: string; city?: string; javaScript?: boolean } = {},
) {
  await page.getByLabel('State', { exact: true }).selectOption(state);
  await page.getByLabel('City / LGA', { exact: true }).fill(city);
  if (!javaScript) await page.getByRole('button', { name: 'Show delivery options' }).click();
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
}
