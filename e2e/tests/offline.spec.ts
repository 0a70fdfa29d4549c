// Repeat visits and offline, from the storefront's service worker (shell/src/offline/): a product, a post and the
// cart seen online open again offline, from what the phone saved, with the offline banner; the console
// and the tracking pages are never kept; SERVICE_WORKER=off registers nothing. The other journeys run
// with service workers blocked (playwright.config.ts): they test a first visit, this one the visits after.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/journey.ts';
import { cartButton, waitForHydration } from '../support/page.ts';
import { type RunningShop, startShop } from '../support/server.ts';
import { products } from '../support/shop.ts';

// The worker and its caches do not depend on the viewport; the phone layout is covered by the other specs.
// Desktop only: the service worker and its caches behave the same at every viewport.
test.skip(() => test.info().project.name === 'mobile', 'the service worker does not depend on the viewport');
test.use({ serviceWorkers: 'allow' });

const OFFLINE_BANNER = "You're offline — showing what this phone saved";
// A post of the seeded blog.
const POST = {
  path: '/blog/beginners-guide-to-nigerian-pepper-soup',
  title: "A Beginner's Guide to Nigerian Pepper Soup",
};

/** Waits until the page is controlled by the shop's worker (registered after hydration and load). */
async function controlledByWorker(page: Page) {
  await waitForHydration(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 20_000 })
    .toMatch(/\/sw\.js$/);
}

/** The URLs the worker keeps, across its caches. */
const keptUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });

test('a product, a blog post and the cart seen online open offline from the phone, with the offline banner', async ({
  page,
  context,
  request,
}) => {
  // Eleven visits, five of them offline: longer than one page's journey.
  test.setTimeout(120_000);
  // The best-stocked product: other journeys on the same shop buy too, and a sold-out line is not added.
  const [product] = (await products(request)).toSorted((a, b) => b.stock - a.stock);
  if (!product) throw new Error('the seeded catalogue has no product');
  const productPath = `/product/${product.slug}`;

  await page.goto(productPath);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await controlledByWorker(page);
  // The first visit came before the worker: it keeps that page once it is up.
  await expect.poll(() => keptUrls(page), { timeout: 15_000 }).toContain(productPath);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toHaveCount(0);
  // The copy a repeat visit opens from asks for no script before its paint (they are on the phone already),
  // and still holds the preloads that run it.
  const keptPage = await page.evaluate(async (path) => {
    const response = await caches.match(new URL(path, location.origin).href);
    return response?.text() ?? '';
  }, productPath);
  expect(keptPage).toContain(product.name);
  expect(keptPage).not.toContain('rel="prefetch"');
  expect(keptPage).toMatch(/<template id="ata-preload"[^>]*><link rel="modulepreload"/);

  // Opened under the worker: kept as it arrives.
  await page.goto(POST.path);
  await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
  await waitForHydration(page);
  await expect.poll(() => keptUrls(page), { timeout: 15_000 }).toContain(POST.path);

  // Into the cart as a shopper puts it there: the line lives on the server, the cart page shows it.
  await page.goto(productPath);
  await waitForHydration(page);
  // The badge changes at once; the line is the shop's once its answer is back (leaving earlier cancels it).
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/cart/lines') && response.request().method() === 'POST',
  );
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await expect(cartButton(page)).toHaveAccessibleName(/^Cart, 1 item$/);
  expect((await saved).ok()).toBe(true);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: /cart/i })).toBeVisible();
  await expect(page.getByText(product.name).first()).toBeVisible();
  await waitForHydration(page);
  await expect.poll(() => keptUrls(page), { timeout: 15_000 }).toContain('/cart');

  await context.setOffline(true);
  await page.goto(productPath);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  // The saved scripts run too: the page comes to life offline.
  await waitForHydration(page);

  await page.goto(POST.path);
  await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByText(product.name).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();

  // A storefront page this phone never kept says so, rather than the browser's error.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();

  await context.setOffline(false);
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toHaveCount(0);
});

test('the console and the tracking pages are never kept, so offline they are not shown', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledByWorker(page);
  // Opened online under the worker: a tracking link (personal) and the console.
  await page.goto('/track/0123456789abcdef0123456789abcdef');
  await page.goto('/admin/');
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  await page.goto('/');
  await waitForHydration(page);
  const kept = await keptUrls(page);
  expect(kept).toContain('/');
  expect(kept.filter((url) => /^\/(admin|track)(\/|$)/.test(url))).toEqual([]);

  await context.setOffline(true);
  for (const path of ['/track/0123456789abcdef0123456789abcdef', '/admin/'])
    await expect(page.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  await context.setOffline(false);
});

test.describe('SERVICE_WORKER=off', () => {
  let shop: RunningShop;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    shop = await startShop({
      admin: { username: 'admin', password: 'offline-spec-password-1' },
      env: { LOG_LEVEL: 'error', SERVICE_WORKER: 'off' },
    });
  });
  test.afterAll(async () => {
    await shop?.stop();
  });

  test('pages register no worker, and /sw.js is one that removes itself', async ({ page }) => {
    await page.goto(`${shop.url}/`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
    ).toBe(0);
    const worker = await page.request.get(`${shop.url}/sw.js`);
    expect(worker.ok()).toBe(true);
    expect(await worker.text()).toContain('self.registration.unregister()');
    // A phone that had the worker gets this one at its next visit: installed, it removes itself.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js'));
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)))
      .toBe(0);
  });
});
