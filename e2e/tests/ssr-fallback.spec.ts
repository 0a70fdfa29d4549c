// A micro-frontend whose server entry is missing or throws costs its region's server HTML, nothing else:
// the page answers 200 with the rest server-rendered, the browser renders the region, and the server says
// which page hit the failure. Runs its own shop: the blog's entry named where there is none, the
// catalogue's entry one that throws (MFE_<NAME>_SERVER_ENTRY, as for a remote deployed on its own).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/journey.ts';
import { collectErrors } from '../support/page.ts';
import { type RunningShop, startShop } from '../support/server.ts';

// The server's answer is the same whatever the viewport; the phone layout is covered by the other specs.
// Desktop only: the server's fallback HTML does not depend on the viewport.
test.skip(() => test.info().project.name === 'mobile', 'server fallback does not depend on the viewport');
test.describe.configure({ mode: 'serial' });

let shop: RunningShop;
let entries: string;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  entries = mkdtempSync(path.join(tmpdir(), 'ata-entries-'));
  const throwing = path.join(entries, 'catalog-server.js');
  writeFileSync(throwing, 'export async function render() { throw new Error("catalogue render broke"); }\n');
  shop = await startShop({
    admin: { username: 'admin', password: 'fallback-spec-password-1' },
    env: {
      LOG_LEVEL: 'error',
      MFE_BLOG_SERVER_ENTRY: path.join(entries, 'no-such-server.js'),
      MFE_CATALOG_SERVER_ENTRY: throwing,
    },
  });
});
test.afterAll(async () => {
  await shop?.stop();
  if (entries) rmSync(entries, { recursive: true, force: true });
});

/** The server's JSON log lines at error level. */
const errorLines = () =>
  shop
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; url?: string })
    .filter((line) => line.level >= 50);

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('a missing server entry: 200, the frame server-rendered, the blog rendered in the browser, logged once', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const raw = await request.get(`${shop.url}/blog`);
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  // The frame is there before any JavaScript: navigation and footer.
  expect(html).toContain('href="/shop"');
  expect(html).toContain('href="/privacy"');
  // The blog's region is empty, left for the browser.
  expect(html).toContain('<div id="single-spa-application:mfe_blog"></div>');
  expect(html).not.toContain('Featured Articles');

  await page.goto(`${shop.url}/blog`);
  await expect(h1(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop', exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);

  const missing = errorLines().filter((line) => line.msg.includes('server entry missing'));
  expect(missing.map((line) => line.url)).toEqual(['/blog']);
});

test('a throwing server entry: 200, the shop rendered in the browser, each failed page logged with its URL', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const before = errorLines().filter((line) => line.msg === 'server render failed').length;
  const raw = await request.get(`${shop.url}/shop`);
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  expect(html).toContain('href="/blog"');
  expect(html).toContain('<div id="single-spa-application:mfe_catalog"></div>');
  expect(html).not.toContain('Shop All Products');

  await page.goto(`${shop.url}/shop`);
  await expect(h1(page)).toHaveText('Shop All Products');
  await expect(page.locator('.cat-card__price').first()).toBeVisible();
  expect(errors).toEqual([]);

  // Two requests for /shop (the raw one and the browser's), each logged once; nothing else failed.
  const failed = errorLines()
    .filter((line) => line.msg === 'server render failed')
    .slice(before);
  expect(failed.map((line) => line.url)).toEqual(['/shop', '/shop']);

  // Pages of applications whose entries work are whole on the server.
  const about = await request.get(`${shop.url}/about`);
  expect(about.status()).toBe(200);
  expect(await about.text()).toContain('Our Story');
});
