import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.ts';

const ci = Boolean(process.env.CI);
// Engineers share one working tree: each run writes its artifacts to its own folder. Set once by the
// runner; its workers inherit it.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

/**
 * Browser journeys against the production build: the global setup starts the shop on a free port
 * with a fresh embedded database (support/global-setup.ts) and sets E2E_BASE_URL, read here as
 * `baseURL` by every worker (workers start after the global setup and inherit its environment).
 */
/**
 * Journeys whose screens are the same at every width (payments, messages, stock, pricing rules, the forms
 * without JavaScript, the partner widget) run once, at the phone's width: most shoppers and the owner use a
 * phone, and a second run on a desktop found nothing the first did not while it cost minutes of CI. The
 * desktop project keeps what its layout changes (header and menus, the shop's grid and filters, the drawer,
 * the checkout's columns, the console's tables, axe at that width, the service worker).
 */
const PHONE_ONLY = [
  'admin-images.spec.ts',
  'admin-pricing.spec.ts',
  'cart-link.spec.ts',
  'cart-server.spec.ts',
  'cart-stock.spec.ts',
  'checkout-nojs.spec.ts',
  'checkout-payments.spec.ts',
  'checkout-zones.spec.ts',
  'order-messages.spec.ts',
  'owner-figures.spec.ts',
  'partner-journey.spec.ts',
  'sizes.spec.ts',
  'widget-embeds.spec.ts',
  'widget.spec.ts',
].map((file) => `**/${file}`);

export default defineConfig({
  testDir: './tests',
  outputDir: `./test-results/run-${process.env.E2E_RUN_ID}`,
  globalSetup: './support/global-setup.ts',
  // 2 shared cores: one server, at most two browsers. CI keeps one: two there are not yet proven steady.
  workers: ci ? 1 : 2,
  fullyParallel: false,
  forbidOnly: ci,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: ci ? [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Each journey tests a first visit; repeat visits through the shop's service worker (pages kept on the
    // phone) are tests/offline.spec.ts's, which allows it.
    serviceWorkers: 'block',
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
  },
  projects: [
    { name: 'mobile', use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: false } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, testIgnore: PHONE_ONLY },
  ],
});
