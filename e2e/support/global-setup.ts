import type { FullConfig } from '@playwright/test';
import { assertChromium } from './chromium.ts';
import { adminCredentials } from './env.ts';
import { type RunningShop, startShop } from './server.ts';

let shop: RunningShop | undefined;

/**
 * Starts the shop once for the whole run and publishes it to the specs through the environment:
 * E2E_BASE_URL (Playwright's baseURL), E2E_ADMIN_USERNAME, E2E_ADMIN_PASSWORD.
 * With E2E_BASE_URL already set, that server is used as it is and nothing is started.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  assertChromium();
  process.env.E2E_ADMIN_USERNAME = adminCredentials.username;
  process.env.E2E_ADMIN_PASSWORD = adminCredentials.password;
  if (process.env.E2E_BASE_URL) return async () => {};

  shop = await startShop({ admin: adminCredentials });
  process.env.E2E_BASE_URL = shop.url;
  // Returned function = global teardown.
  return async () => {
    await shop?.stop();
  };
}
