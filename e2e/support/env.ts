// What the global setup exports to every spec (through the environment, which workers inherit).

/** Admin account created in the test database (ADMIN_USERNAME / ADMIN_PASSWORD of the server). */
export const adminCredentials = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-pass-2025',
};

/** The shop under test, e.g. http://127.0.0.1:41234 (also Playwright's `baseURL`). */
export const shopURL = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run the specs through playwright.config.ts (global setup)');
  return url;
};
