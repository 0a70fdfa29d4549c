// The slow phone (issue #27): the server's page works before its scripts have run. Network and CPU are
// throttled over CDP (support/slow-phone.ts) so that hydration comes seconds after the first paint; each
// test checks that the page had not hydrated when the shopper acted, so it tests what it says.
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration, waitForStillness } from '../support/page.ts';
import { products } from '../support/shop.ts';
import { slowDown } from '../support/slow-phone.ts';

// The phone's journeys; the layout checks below are of the 375 px screen.
test.skip(() => test.info().project.name !== 'mobile', 'the slow phone is the 375 px project');
// Throttled pages take their time: hydration alone is several seconds.
test.setTimeout(120_000);

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

/** Fails the test if the page has hydrated: what follows must happen before. */
async function notHydratedYet(page: Page) {
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
}

/**
 * Opens `path` on the slow phone with its scripts held back until `release()`: the page paints from the
 * server's HTML, and no region hydrates before the test has acted. Throttling alone left that to timing: a
 * region can hydrate (and handle a tap its own way, e.g. open the search dialog) before the whole page marks
 * itself hydrated, and with the scripts prefetched that came soon enough to beat a test's tap.
 */
async function openSlow(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.m?js(\?|$)/, async (route) => {
    await released;
    // The page that asked may have been left meanwhile (a link or a form was followed).
    await route.continue().catch(() => undefined);
  });
  await slowDown(page);
  await page.goto(path, { waitUntil: 'commit', timeout: 60_000 });
  return { release };
}

test('a blog search typed and sent before hydration runs that search', async ({ page }) => {
  const scripts = await openSlow(page, '/blog');
  const box = page.getByRole('searchbox', { name: 'Search articles' });
  await expect(box).toBeVisible({ timeout: 30_000 });
  await notHydratedYet(page);
  await box.fill('pepper');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  scripts.release();
  await expect(page).toHaveURL(/\/blog\?search=pepper$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: /Search Results/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('pepper');
});

test('the header search icon works before hydration, and a search typed then runs once the page hydrates', async ({
  page,
}) => {
  const scripts = await openSlow(page, '/about');
  const search = page.getByRole('banner').getByRole('link', { name: 'Search products' });
  await expect(search).toBeVisible({ timeout: 30_000 });
  await notHydratedYet(page);
  // No pointer-events lock: the tap navigates (to the shop's search form).
  await search.tap();
  await expect(page).toHaveURL(/\/shop#cat-filter-panel$/, { timeout: 30_000 });
  const field = page.getByRole('searchbox', { name: 'Search', exact: true });
  await expect(field).toBeInViewport({ timeout: 30_000 });
  await notHydratedYet(page);
  await field.fill('egusi');
  await shot(page, 'shop-search-before-hydration');
  scripts.release();
  await waitForHydration(page);
  // What was typed is still there, and the app ran the search with it.
  await expect(field).toHaveValue('egusi');
  await expect(page).toHaveURL(/[?&]search=egusi\b/);
  await expect(page.getByRole('link', { name: /Egusi/i }).first()).toBeVisible();
});

test('a quantity typed before hydration is still there after it', async ({ page, request }) => {
  const [product] = (await products(request)).filter((p) => p.stock >= 5);
  if (!product) throw new Error('the seed needs a product with 5 in stock');
  const scripts = await openSlow(page, `/product/${product.slug}`);
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toBeVisible({ timeout: 30_000 });
  await notHydratedYet(page);
  await quantity.fill('3');
  scripts.release();
  await waitForHydration(page);
  await expect(quantity).toHaveValue('3');
  // React holds it too: one more makes 4.
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('4');
});

test('the menu icon is a link before hydration (to the site links)', async ({ page }) => {
  await openSlow(page, '/about');
  const menu = page.getByRole('link', { name: 'Open menu' });
  await expect(menu).toBeVisible({ timeout: 30_000 });
  await notHydratedYet(page);
  await menu.tap();
  await expect(page).toHaveURL(/#shell-footer-links$/);
  await expect(page.getByRole('navigation', { name: 'Quick Links' })).toBeInViewport();
});

test('Add to Cart is on the first screen of a product page at 375 × 812', async ({ page, request }) => {
  // The product with the longest name and description: the hardest to fit.
  const all = (await products(request)).filter((p) => p.stock > 0);
  const [product] = all.sort(
    (a, b) => b.name.length + b.description.length - (a.name.length + a.description.length),
  );
  if (!product) throw new Error('the seed has no product in stock');
  await page.goto(`/product/${product.slug}`);
  const detail = page.getByRole('region', { name: product.name, exact: true });
  await expect(detail.getByRole('button', { name: 'Add to Cart' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByLabel('Account')).toHaveCount(0);
  await shot(page, 'product-first-screen');
});

test("the search dialog's buttons stay put while results arrive", async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Search products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search Products' });
  const searchButton = dialog.getByRole('button', { name: 'Search', exact: true });
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  await expect(searchButton).toBeVisible();
  // The dialog slides in; measure where its buttons come to rest, not a frame of the slide.
  await waitForStillness(page);
  const before = [await searchButton.boundingBox(), await cancel.boundingBox()];
  await dialog.getByRole('searchbox', { name: 'Search products' }).fill('rice');
  await expect(
    dialog.getByRole('list', { name: 'Matching products' }).getByRole('link').first(),
  ).toBeVisible();
  await waitForStillness(page);
  const after = [await searchButton.boundingBox(), await cancel.boundingBox()];
  expect(after).toEqual(before);
  await shot(page, 'search-dialog-results');
});

test('a tap on Add to Cart at first paint adds exactly one item', async ({ page, request }) => {
  const [product] = (await products(request)).filter((p) => p.stock >= 2);
  if (!product) throw new Error('the seed needs a product with stock');
  const scripts = await openSlow(page, `/product/${product.slug}`);
  const detail = page.getByRole('region', { name: product.name, exact: true });
  const add = detail.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeVisible({ timeout: 30_000 });
  await notHydratedYet(page);
  await add.tap();
  scripts.release();
  // The form posted: the server added the line and sent the shopper to her cart.
  await expect(page).toHaveURL(/\/cart$/, { timeout: 60_000 });
  await expect(page.getByRole('main').getByRole('link', { name: product.name })).toBeVisible({
    timeout: 30_000,
  });
  await waitForHydration(page);
  const cart = (await (await page.request.get('/api/cart')).json()) as {
    items: { productId: string; quantity: number }[];
  };
  expect(cart.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 1 })]);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
});

test('a tap on a button that needs the scripts, made before hydration, counts once it has hydrated', async ({
  page,
  request,
}) => {
  const [product] = (await products(request)).filter((p) => p.stock >= 5);
  if (!product) throw new Error('the seed needs a product with 5 in stock');
  const scripts = await openSlow(page, `/product/${product.slug}`);
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  await expect(plus).toBeVisible({ timeout: 30_000 });
  await notHydratedYet(page);
  await plus.tap();
  scripts.release();
  await waitForHydration(page);
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
});
