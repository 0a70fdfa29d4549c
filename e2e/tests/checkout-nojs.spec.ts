// The whole purchase as HTML forms: with JavaScript off, a shopper searches, adds to the cart, changes
// it, is told what is missing at the checkout (the same messages, next to their fields), and places an
// order paid on delivery that is the same order a JavaScript session places. With JavaScript, what she
// typed at the checkout survives a reload.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { chooseDelivery } from '../support/checkout.ts';
import { expect, test } from '../support/journey.ts';
import { cartButton, cartSaved, naira, waitForHydration } from '../support/page.ts';
import { type ApiProduct, adminHeaders, createProduct, stubChatApp } from '../support/shop.ts';

interface ApiOrder {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  shippingAddress: string;
  items: { productId?: string; name: string; price: number; quantity: number }[];
  totalAmount: string | number;
  amountDueKobo: number | null;
  status: string;
  paymentMethod: string | null;
  paymentStatus: string;
  notifyByPhone: boolean;
  notifyByEmail: boolean;
  trackingToken?: string;
}

const cartLine = (page: Page, name: string) => page.locator('tr.cart-line', { hasText: name });

async function orderOf(request: APIRequestContext, email: string): Promise<ApiOrder> {
  const response = await request.get('/api/orders', { headers: adminHeaders() });
  expect(response.ok()).toBe(true);
  const orders = ((await response.json()) as ApiOrder[]).filter((order) => order.customerEmail === email);
  expect(orders).toHaveLength(1);
  return orders[0]!;
}

const shopper = (tag: string) => ({
  name: 'Chiamaka Obi',
  email: `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`,
  phone: '08031234567',
  address: '7 Admiralty Way, Lekki Phase 1, Lagos',
});

async function fillCheckout(page: Page, who: ReturnType<typeof shopper>, javaScript = true) {
  await page.getByLabel('Full Name', { exact: true }).fill(who.name);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Phone Number', { exact: true }).fill(who.phone);
  await page.getByLabel('Delivery Address', { exact: true }).fill(who.address);
  await chooseDelivery(page, { javaScript });
}

/** What makes two orders the same purchase (not who placed it, nor when). */
const purchase = (order: ApiOrder) => ({
  customerName: order.customerName,
  customerPhone: order.customerPhone,
  shippingAddress: order.shippingAddress,
  items: order.items,
  totalAmount: Number(order.totalAmount),
  amountDueKobo: order.amountDueKobo,
  status: order.status,
  paymentMethod: order.paymentMethod,
  paymentStatus: order.paymentStatus,
  notifyByPhone: order.notifyByPhone,
  notifyByEmail: order.notifyByEmail,
});

/** The same purchase with JavaScript: three of `product` through the product page, the drawer and the checkout. */
async function orderWithJavaScript(
  browser: Browser,
  baseURL: string | undefined,
  product: ApiProduct,
  who: ReturnType<typeof shopper>,
) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true, serviceWorkers: 'block' });
  await stubChatApp(context);
  const page = await context.newPage();
  await page.goto(`/product/${product.slug}`);
  await waitForHydration(page);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
  const saved = cartSaved(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
  await saved;
  await page.goto('/checkout');
  await waitForHydration(page);
  await fillCheckout(page, who);
  await page.getByRole('button', { name: 'Complete Order via WhatsApp' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await context.close();
}

test.describe('the purchase with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('search → product → cart → checkout (errors, then fixed) → order paid on delivery → its page', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    // A whole purchase, twice (without JavaScript, then the same order with it), with a round trip for the
    // delivery options: more than one journey's time.
    test.setTimeout(120_000);
    const pepper = await createProduct(request, { name: 'Nojs Ata Rodo', stock: 50 });
    const crayfish = await createProduct(request, { name: 'Nojs Crayfish', stock: 50 });

    // Home → the shop → search (a GET form) → the product.
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse Products' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    const filters = page.locator('form[action="/shop"]');
    // The words of its name (its test tag is not a word a shopper types).
    await filters.getByRole('searchbox', { name: 'Search' }).fill('Nojs Ata Rodo');
    await filters.getByRole('button', { name: 'Show results' }).click();
    await page.getByRole('link', { name: pepper.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/product/(${pepper.id}|${pepper.slug})$`));

    // Add to cart (a form post), twice the pepper and once the crayfish.
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartLine(page, pepper.name)).toContainText(naira(pepper.price * 2));
    await page.goto(`/product/${crayfish.slug}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);

    // The cart page: one more pepper, no crayfish.
    await page.getByRole('button', { name: `Increase quantity of ${pepper.name}` }).click();
    await expect(cartLine(page, pepper.name)).toContainText(naira(pepper.price * 3));
    await page.getByRole('button', { name: `Remove ${crayfish.name}` }).click();
    await expect(cartLine(page, crayfish.name)).toHaveCount(0);

    // The checkout: sent empty, it comes back with each message in place and all of them above.
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText(pepper.name)).toBeVisible();
    await page.getByRole('button', { name: 'Complete Order via WhatsApp' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('Please check your details');
    for (const [label, message] of [
      ['Full Name', 'Full name is required'],
      ['Email', 'Valid email is required'],
      ['Phone Number', 'Valid phone number is required'],
      ['Delivery Address', 'Complete address is required'],
    ] as const) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`#${await field.getAttribute('aria-describedby')}`)).toHaveText(message);
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
    }

    // Half fixed: what was typed stays, only the missing field is said.
    const who = shopper('nojs');
    await page.getByLabel('Full Name', { exact: true }).fill(who.name);
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Complete Order via WhatsApp' }).click();
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue(who.name);
    await expect(page.getByLabel('Full Name', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toContainText('Valid email is required');

    // Fixed: pay on delivery, and the order's own page says it was sent.
    await fillCheckout(page, who, false);
    await page.getByRole('radio', { name: /Order via WhatsApp/ }).check();
    await page.getByRole('button', { name: 'Complete Order via WhatsApp' }).click();
    await expect(page).toHaveURL(/\/track\/[A-Za-z0-9_-]+\?placed=1$/);
    await expect(page.getByRole('heading', { name: 'Order Sent' })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Pending');
    await expect(page.getByText(pepper.name)).toBeVisible();

    // The cart is empty now.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();

    // The same purchase as a JavaScript session makes it: the same order.
    const placed = await orderOf(request, who.email);
    expect(placed.items).toEqual([
      {
        productId: pepper.id,
        variantId: expect.any(String),
        variantLabel: 'Standard',
        name: pepper.name,
        price: pepper.price,
        quantity: 3,
      },
    ]);
    const withJs = shopper('js');
    await orderWithJavaScript(browser, baseURL, pepper, withJs);
    expect(purchase(placed)).toEqual(purchase(await orderOf(request, withJs.email)));
  });
});

test.describe('the checkout with JavaScript', () => {
  test('a reload mid-checkout keeps what was typed and chosen', async ({ page, request }) => {
    const product = await createProduct(request, { name: 'Draft Uziza', stock: 50 });
    await page.goto(`/product/${product.slug}`);
    await waitForHydration(page);
    const saved = cartSaved(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await saved;
    await page.goto('/checkout');
    await waitForHydration(page);
    const who = shopper('draft');
    await page.getByLabel('Full Name', { exact: true }).fill(who.name);
    await page.getByLabel('Delivery Address', { exact: true }).fill(who.address);
    await page.getByRole('radio', { name: /Pay online/ }).check();
    await page.getByRole('checkbox', { name: 'E-mail' }).uncheck();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue(who.name);
    await expect(page.getByLabel('Delivery Address', { exact: true })).toHaveValue(who.address);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
    await expect(page.getByRole('radio', { name: /Pay online/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible();
  });
});
