// Cart journeys: the drawer on every page, the /cart page, and a cart that survives reloads
// and follows other tabs. Lines are put in the cart the way the store saves them (localStorage), with
// real products from the API, so these journeys do not depend on the catalogue's pages.
import { recordHydrationTime } from '../support/hydration-clock.ts';
import { expect, test } from '../support/journey.ts';
import {
  cartButton,
  cartSaved,
  collectErrors,
  naira,
  waitForHydration,
  waitForStillness,
} from '../support/page.ts';
import { cartLine, products, stubChatApp, visitWithCart } from '../support/shop.ts';

// Runs in both projects of playwright.config.ts: mobile (375 px) and desktop (1280 px).
test.describe('cart', () => {
  test('the drawer opens from the header, links to the chat app with the order, and closes', async ({
    page,
    context,
    request,
  }) => {
    const errors = collectErrors(page);
    await stubChatApp(context);
    const [first, second] = (await products(request)).filter((p) => p.stock >= 10);
    if (!first || !second) throw new Error('the seed needs two products in stock');
    await visitWithCart(page, '/about', [cartLine(first, 2), cartLine(second, 1)]);

    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
    // The button opens the drawer once its parcel is up (before that it links to /cart).
    await expect(cartButton(page)).toHaveAttribute('aria-haspopup', 'dialog');
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart (3 items)' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    await expect(drawer.getByRole('button', { name: 'Close cart' })).toBeFocused();
    const subtotal = first.price * 2 + second.price;
    await expect(drawer.getByText('Subtotal:')).toBeVisible();
    await expect(drawer.locator('.cart-drawer__subtotal')).toContainText(naira(subtotal));
    await page.screenshot({ path: test.info().outputPath(`drawer-${test.info().project.name}.png`) });

    // Focus stays inside while open.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartButton(page)).toBeFocused();

    await cartButton(page).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(drawer).toBeHidden();

    // Checkout on WhatsApp goes through the checkout with WhatsApp chosen: the order is placed (its stock
    // reserved) before the chat opens.
    await cartButton(page).click();
    await drawer.getByRole('link', { name: 'Checkout on WhatsApp' }).click();
    await expect(page).toHaveURL(/\/checkout\?payment=whatsapp$/);
    await expect(page.getByRole('radio', { name: /Order via WhatsApp/ })).toBeChecked();
    expect(errors).toEqual([]);
  });

  test('the shop hydrates without the cart remote; adding afterwards counts, and the drawer opens styled', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const [product] = (await products(request)).filter((p) => p.stock >= 10);
    if (!product) throw new Error('the seed needs a product in stock');
    await recordHydrationTime(page);
    await page.goto(`/shop?search=${encodeURIComponent(product.name)}`);
    const cartRemote = (link: string) =>
      page.evaluate((path) => {
        const hydratedAt = (window as { hydratedAt?: number }).hydratedAt ?? 0;
        return {
          hydratedAt,
          before: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes(path) && entry.startTime < hydratedAt)
            .map((entry) => entry.name),
          sheets: document.querySelectorAll(`link[rel="stylesheet"][href*="${path}"]`).length,
        };
      }, link);
    const first = await cartRemote('/mfe/cart-checkout/');
    expect(first.hydratedAt).toBeGreaterThan(0);
    expect(first.before).toEqual([]);
    // Nor its stylesheet: that comes with the drawer.
    expect(first.sheets).toBe(0);

    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
    const saved = cartSaved(page);
    await page
      .getByRole('region', { name: 'Products' })
      .getByRole('article', { name: product.name })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    // The toast (a product with sizes names the size it added).
    await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
    await expect(
      page.getByText(new RegExp(`^${product.name}.* has been added to your cart\\.$`)),
    ).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await saved;
    await page.screenshot({
      path: test.info().outputPath(`lazy-cart-toast-${test.info().project.name}.png`),
    });

    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart (1 item)' });
    await expect(drawer).toBeVisible();
    expect((await cartRemote('/mfe/cart-checkout/')).sheets).toBe(1);
    // The remote's stylesheet applies: the panel is at most 28rem wide and the drawer has no padding.
    await expect(page.locator('.cart-drawer.ui-dialog__panel')).toHaveCSS('padding-top', '0px');
    await waitForStillness(page);
    await page.screenshot({
      path: test.info().outputPath(`lazy-cart-drawer-${test.info().project.name}.png`),
    });
    expect(errors).toEqual([]);
  });

  test('an empty drawer says so', async ({ page }) => {
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    // The button opens the drawer once its parcel is up (before that it links to /cart).
    await expect(cartButton(page)).toHaveAttribute('aria-haspopup', 'dialog');
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart (0 items)' });
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
    await expect(
      drawer.getByText("Looks like you haven't added any products to your cart yet."),
    ).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Checkout on WhatsApp' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('cart page: the stepper, and the delivery fee on either side of ₦5,000', async ({ page, request }) => {
    const errors = collectErrors(page);
    // A product whose price divides ₦5,000, so the subtotal lands exactly on the boundary.
    const product = (await products(request)).find(
      (p) => p.stock >= 10 && 5000 % p.price === 0 && 5000 / p.price >= 2 && 5000 / p.price <= 8,
    );
    if (!product) throw new Error('the seed needs an in-stock product priced at a divisor of ₦5,000');
    const atBoundary = 5000 / product.price;
    await visitWithCart(page, '/cart', [cartLine(product, 1)]);

    const row = page.locator('tr').filter({ hasText: product.name });
    const minus = row.getByRole('button', { name: `Decrease quantity of ${product.name}` });
    const plus = row.getByRole('button', { name: `Increase quantity of ${product.name}` });
    await expect(minus).toBeDisabled();
    await expect(page.getByTestId('cart-delivery-fee')).toHaveText('₦1,000');

    for (let quantity = 2; quantity <= atBoundary; quantity++) await plus.click();
    await expect(row.locator('output')).toHaveText(String(atBoundary));
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₦5,000');
    await expect(page.getByTestId('cart-delivery-fee')).toHaveText('₦1,000');
    await expect(page.getByTestId('cart-total')).toHaveText('₦6,000');
    await expect(minus).toBeEnabled();

    await plus.click();
    const above = product.price * (atBoundary + 1);
    await expect(page.getByTestId('cart-subtotal')).toHaveText(naira(above));
    await expect(page.getByTestId('cart-delivery-fee')).toHaveText('Free');
    await expect(page.getByTestId('cart-total')).toHaveText(naira(above));
    await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${atBoundary + 1} items`);
    await page.screenshot({
      path: test.info().outputPath(`cart-${test.info().project.name}.png`),
      fullPage: true,
    });

    await minus.click();
    await expect(page.getByTestId('cart-delivery-fee')).toHaveText('₦1,000');

    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await row.getByRole('button', { name: `Remove ${product.name}` }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await page.getByRole('link', { name: 'Start Shopping' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    expect(errors).toEqual([]);
  });

  test('the cart survives a reload and follows another tab', async ({ page, context, request }) => {
    const [product] = (await products(request)).filter((p) => p.stock >= 10);
    if (!product) throw new Error('the seed needs a product in stock');
    await visitWithCart(page, '/cart', [cartLine(product, 2)]);
    await expect(page.locator('tr').filter({ hasText: product.name }).locator('output')).toHaveText('2');

    await page.reload();
    // The other tab hears of changes the page's scripts make (before hydration "+" posts its form instead).
    await waitForHydration(page);
    const row = page.locator('tr').filter({ hasText: product.name });
    await expect(row).toContainText(naira(product.price * 2));

    const other = await context.newPage();
    await other.goto('/about');
    await expect(cartButton(other)).toHaveAccessibleName('Cart, 2 items');
    // A tab hears of changes once its scripts run (a change made while it hydrates shows at its next focus).
    await waitForHydration(other);
    await row.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
    await expect(cartButton(other)).toHaveAccessibleName('Cart, 3 items');
    await row.getByRole('button', { name: `Remove ${product.name}` }).click();
    await expect(cartButton(other)).toHaveAccessibleName('Cart, 0 items');
    await other.close();
  });
});
