// The cart lives on the shop's server (a cookie names it): without JavaScript a shopper adds to the cart,
// changes a quantity and removes a line with plain forms; the server's HTML shows her cart (header count,
// /cart) on first paint; the cart the browser kept before (localStorage) is moved to the server once.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/journey.ts';
import { cartButton, collectErrors, naira, waitForHydration } from '../support/page.ts';
import { type ApiProduct, cartLine, keepOldCart, products } from '../support/shop.ts';

async function twoInStock(request: APIRequestContext): Promise<[ApiProduct, ApiProduct]> {
  const [first, second] = (await products(request)).filter((p) => p.stock >= 20).slice(-2);
  if (!first || !second) throw new Error('the seed needs two products with 20 in stock');
  return [first, second];
}

/** The page's HTML as the server sends it (the context's cookies go with it), before any script ran. */
async function serverHtml(context: BrowserContext, path: string) {
  const response = await context.request.get(path);
  expect(response.status()).toBe(200);
  return { html: await response.text(), headers: response.headers() };
}

const badge = (html: string) => /data-testid="cart-badge"[^>]*>([^<]*)</.exec(html)?.[1];
/** The product page's own Add to Cart (its related products' cards have theirs). */
const addToCart = (page: Page, product: ApiProduct) =>
  page.getByRole('region', { name: product.name }).getByRole('button', { name: 'Add to Cart' });
const line = (page: Page, name: string) => page.locator('tr.cart-line', { hasText: name });

test.describe('the cart without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('add from the product page and a card, change a quantity, remove a line; the cart stays in a new tab', async ({
    page,
    context,
    request,
  }) => {
    const [suya, garri] = await twoInStock(request);
    await page.goto(`/product/${suya.slug}`);
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await addToCart(page, suya).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-notice')).toHaveText(`${suya.name} has been added to your cart.`);
    await expect(line(page, suya.name)).toContainText(naira(suya.price * 2));
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

    // A product card's Add to Cart (the shop's search result).
    await page.goto(`/shop?search=${encodeURIComponent(garri.name)}`);
    const card = page.locator('article', { hasText: garri.name }).first();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(line(page, garri.name)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');

    await page.getByRole('button', { name: `Increase quantity of ${suya.name}` }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(line(page, suya.name)).toContainText(naira(suya.price * 3));
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');
    await page.getByRole('button', { name: `Decrease quantity of ${suya.name}` }).click();
    await expect(line(page, suya.name)).toContainText(naira(suya.price * 2));

    await page.getByRole('button', { name: `Remove ${garri.name}` }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(line(page, garri.name)).toHaveCount(0);
    await expect(page.getByTestId('cart-notice')).toHaveText(`${garri.name} was removed from your cart.`);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

    // Another tab of the same browser: the cookie names the same cart.
    const second = await context.newPage();
    await second.goto('/about');
    await expect(cartButton(second)).toHaveAccessibleName('Cart, 2 items');
    await second.goto('/cart');
    await expect(line(second, suya.name)).toContainText(naira(suya.price * 2));
  });
});

test.describe('the cart in the server HTML', () => {
  test('the header count and /cart are right before any script runs, hydrate without a warning, and are private', async ({
    page,
    context,
    request,
  }) => {
    const errors = collectErrors(page);
    const [suya] = await twoInStock(request);
    // Before the cart: everyone's page, no count.
    expect(badge((await serverHtml(context, '/about')).html)).toBeUndefined();
    await page.goto(`/product/${suya.slug}`);
    await waitForHydration(page);
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await addToCart(page, suya).click();
    // With JavaScript: the toast, no page load.
    await expect(page.getByText(`${suya.name} has been added to your cart.`, { exact: true })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
    await expect(page).toHaveURL(new RegExp(`/product/${suya.slug}$`));

    await expect.poll(async () => badge((await serverHtml(context, '/about')).html)).toBe('3');
    const about = await serverHtml(context, '/about');
    expect(about.headers['cache-control']).toBe('private, no-cache');
    expect(about.headers.vary).toMatch(/Cookie/);
    const cart = await serverHtml(context, '/cart');
    expect(cart.html).toContain(suya.name);
    expect(cart.html).toContain('action="/cart/update"');
    expect(cart.html).toContain(naira(suya.price * 3));
    // Someone else (no cookie) still gets everyone's page.
    expect(badge(await (await request.get('/about')).text())).toBeUndefined();

    await page.goto('/cart');
    await waitForHydration(page);
    await expect(line(page, suya.name)).toContainText(naira(suya.price * 3));
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
    // Enhanced by React: the stepper changes the line in place.
    await page.getByRole('button', { name: `Decrease quantity of ${suya.name}` }).click();
    await expect(line(page, suya.name)).toContainText(naira(suya.price * 2));
    await expect(page).toHaveURL(/\/cart$/);
    await expect.poll(async () => badge((await serverHtml(context, '/about')).html)).toBe('2');
    expect(errors).toEqual([]);
  });

  test('a cart kept in localStorage before is moved to the server on the first visit with JavaScript', async ({
    page,
    context,
    request,
  }) => {
    const errors = collectErrors(page);
    const [suya, garri] = await twoInStock(request);
    await keepOldCart(page, [cartLine(suya, 2), cartLine(garri, 1)]);
    await page.goto('/about');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ata_cart'))).toBeNull();
    await expect.poll(async () => badge((await serverHtml(context, '/about')).html)).toBe('3');
    // Once: a reload does not add it again.
    await page.reload();
    await waitForHydration(page);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
    expect(errors).toEqual([]);
  });

  test('a merge the shop took but whose answer never came is not added again by the next page', async ({
    page,
    context,
    request,
  }) => {
    const [suya, garri] = await twoInStock(request);
    // She has a cart on the shop already (its cookie), and an old one in localStorage.
    const first = await context.request.post('/api/cart/lines', {
      data: { productId: garri.id, quantity: 1 },
    });
    expect(first.status()).toBe(200);
    await keepOldCart(page, [cartLine(suya, 2), cartLine(garri, 1)]);
    // The shop takes the merge, and the answer is lost (as when the page is left before it comes).
    const merges: unknown[] = [];
    await page.route('**/api/cart/merge', async (route) => {
      merges.push(route.request().postDataJSON());
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto('/about');
    await expect.poll(() => merges.length).toBe(1);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');
    expect(await page.evaluate(() => localStorage.getItem('ata_cart'))).not.toBeNull();
    // The next page sends the same merge again: the shop answers the cart as it is, and the old cart goes.
    await page.unrouteAll();
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ata_cart'))).toBeNull();
    await expect.poll(async () => badge((await serverHtml(context, '/about')).html)).toBe('4');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');
    const answer = await context.request.get('/api/cart');
    const quantities = Object.fromEntries(
      ((await answer.json()) as { items: { productId: string; quantity: number }[] }).items.map((item) => [
        item.productId,
        item.quantity,
      ]),
    );
    expect(quantities).toEqual({ [garri.id]: 2, [suya.id]: 2 });
  });
});

/** A slow network (a phone's): each answer takes a second, so a second and third tap wait behind the first. */
/** The quantities of the cart the context's cookie names, as the shop has it. */
async function cartQuantities(context: BrowserContext) {
  const cart = (await (await context.request.get('/api/cart')).json()) as { items: { quantity: number }[] };
  return cart.items.map((item) => item.quantity);
}

async function slowAnswers(page: Page, latency = 1_000) {
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

test.describe('leaving the page right after several changes', () => {
  test('a reload right after three taps keeps all three (the ones still waiting go as the page goes)', async ({
    page,
    context,
    request,
  }) => {
    const [suya] = await twoInStock(request);
    const first = await context.request.post('/api/cart/lines', {
      data: { productId: suya.id, quantity: 1 },
    });
    expect(first.status()).toBe(200);
    await page.goto('/cart');
    await waitForHydration(page);
    await slowAnswers(page);
    const increase = page.getByRole('button', { name: `Increase quantity of ${suya.name}` });
    for (let tap = 0; tap < 3; tap++) await increase.click();
    await expect(line(page, suya.name)).toContainText(naira(suya.price * 4));
    await page.reload();
    const quantity = async () =>
      (
        (await (await context.request.get('/api/cart')).json()) as {
          items: { productId: string; quantity: number }[];
        }
      ).items.find((item) => item.productId === suya.id)?.quantity;
    await expect.poll(quantity).toBe(4);
    // The shop may have drawn the page before the last change reached it: once hydrated, it reads the cart.
    await waitForHydration(page);
    await expect(line(page, suya.name)).toContainText(naira(suya.price * 4));
  });

  test("a new visitor's taps behind her first add, the one making her cart, are kept when the tab closes", async ({
    page,
    context,
    request,
  }) => {
    const [suya] = await twoInStock(request);
    // The cart store (mfe_cart_checkout's) has loaded: the first add goes out at once, the others wait for it.
    const storeLoaded = page.waitForResponse((response) =>
      /\/mfe\/cart-checkout\/.*expose_Cart/.test(response.url()),
    );
    await page.goto(`/product/${suya.slug}`);
    await waitForHydration(page);
    await storeLoaded;
    expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'ata_cart' }));
    await slowAnswers(page);
    for (let tap = 0; tap < 3; tap++) await addToCart(page, suya).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
    // Closed (or switched away from, then discarded) before the first answer: no cookie names a cart yet.
    await page.close();
    await expect.poll(() => cartQuantities(context)).toEqual([3]);
    const next = await context.newPage();
    await next.goto('/cart');
    await expect(cartButton(next)).toHaveAccessibleName('Cart, 3 items');
  });

  test('taps made while the cart store is still downloading are kept when the tab closes', async ({
    page,
    context,
    request,
  }) => {
    const [suya] = await twoInStock(request);
    // A slow link: mfe_cart_checkout's files do not arrive before she leaves, so the shell's stand-in for the
    // store holds her taps. Held at the browser's network layer, for those files only (a page.route would
    // hold every request, the closing page's own write too).
    const network = await page.context().newCDPSession(page);
    await network.send('Fetch.enable', { patterns: [{ urlPattern: '*/mfe/cart-checkout/*' }] });
    let storeArrived = false;
    page.on('response', (response) => {
      if (response.url().includes('/mfe/cart-checkout/')) storeArrived = true;
    });
    await page.goto(`/product/${suya.slug}`);
    await waitForHydration(page);
    for (let tap = 0; tap < 3; tap++) await addToCart(page, suya).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
    expect(storeArrived).toBe(false);
    await page.close();
    await expect.poll(() => cartQuantities(context)).toEqual([3]);
    const next = await context.newPage();
    await next.goto('/cart');
    await expect(cartButton(next)).toHaveAccessibleName('Cart, 3 items');
    await expect(line(next, suya.name)).toContainText(naira(suya.price * 3));
  });
});
