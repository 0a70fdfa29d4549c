import { expect, type Page } from '@playwright/test';
import { adminCredentials } from './env.ts';

/** Signs in to the admin console as the seeded admin and waits for the dashboard. */
export async function login(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(adminCredentials.username);
  await page.getByLabel('Password', { exact: true }).fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
}
