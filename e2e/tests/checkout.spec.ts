// Checkout journeys: validation, both payment paths ending in a real order in the API (paying online
// through our local fake Paystack), the redirect of an empty cart, and an order the API refuses (409)
// because stock ran out meanwhile. More on paying online: checkout-payments.spec.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { chooseDelivery } from '../support/checkout.ts';
import { adminCredentials } from '../support/env.ts';
import { expect, test } from '../support/journey.ts';
import { cartButton, collectErrors, naira } from '../support/page.ts';
import { type ApiProduct, cartLine, products, stubChatApp, visitWithCart } from '../support/shop.ts';

interface ApiOrder {
  id: string;
  customerName: string;
  customerEmail: string;
  items: { name: string; price: number; quantity: number }[];
  totalAmount: string | number;
  status: string;
  paymentMethod?: string | null;
}

function adminHeaders(): Record<string, string> {
  const { username, password } = adminCredentials;
  return { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` };
}

/** Plenty in stock, so the orders these journeys place never change what other journeys see. */
async function stockedProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  return (await products(request)).filter((p) => p.stock >= 20).sort((a, b) => b.stock - a.stock);
}

async function ordersFor(request: APIRequestContext, email: string): Promise<ApiOrder[]> {
  const response = await request.get('/api/orders', { headers: adminHeaders() });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ApiOrder[]).filter((order) => order.customerEmail === email);
}

/** A shopper unique to this test run, so the order can be found again through the admin API. */
function shopper(tag: string) {
  const id = `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  return {
    name: 'Chiamaka Obi',
    email: `${id}@example.com`,
    phone: '08031234567',
    address: '7 Admiralty Way, Lekki Phase 1, Lagos',
  };
}

async function fillForm(page: Page, who: ReturnType<typeof shopper>) {
  await page.getByLabel('Full Name', { exact: true }).fill(who.name);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Phone Number', { exact: true }).fill(who.phone);
  await page.getByLabel('Delivery Address', { exact: true }).fill(who.address);
  await chooseDelivery(page);
}

// Runs in both projects of playwright.config.ts: mobile (375 px) and desktop (1280 px).
test.describe('checkout', () => {
  test('an empty cart is sent back to /cart', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });

  test('the form explains every invalid field', async ({ page, request }) => {
    const [product] = await stockedProducts(request);
    if (!product) throw new Error('the seed needs a product in stock');
    await visitWithCart(page, '/checkout', [cartLine(product)]);
    await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
    await expect(page.getByText('Free delivery on orders above ₦5,000')).toBeVisible();

    await page.getByRole('button', { name: 'Complete Order via WhatsApp' }).click();
    for (const [label, message] of [
      ['Full Name', 'Full name is required'],
      ['Email', 'Valid email is required'],
      ['Phone Number', 'Valid phone number is required'],
      ['Delivery Address', 'Complete address is required'],
    ] as const) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(page.getByLabel('Full Name', { exact: true })).toBeFocused();
    await page.screenshot({
      path: test.info().outputPath(`checkout-errors-${test.info().project.name}.png`),
      fullPage: true,
    });

    await page.getByLabel('Full Name', { exact: true }).fill('Ada');
    await page.getByLabel('Email', { exact: true }).fill('ada@example');
    await page.getByLabel('Phone Number', { exact: true }).fill('0803');
    await expect(page.getByText('Full name is required')).toBeHidden();
    await expect(page.getByText('Valid email is required')).toBeVisible();
    await expect(page.getByText('Valid phone number is required')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await expect(page.getByText('Valid email is required')).toBeHidden();
  });

  test('whatsapp: the order is placed, then the chat shows its text', async ({ page, context, request }) => {
    const errors = collectErrors(page);
    await stubChatApp(context);
    const [product] = await stockedProducts(request);
    if (!product) throw new Error('the seed needs a product in stock');
    const who = shopper('whatsapp');
    await visitWithCart(page, '/checkout', [cartLine(product, 2)]);
    await fillForm(page, who);

    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Complete Order via WhatsApp' }).click();
    const popup = await popupPromise;
    // Opened blank in the click, pointed at the chat once the server has the order.
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const text = new URL(popup.url()).searchParams.get('text') ?? '';
    const subtotal = product.price * 2;
    for (const part of [
      'Ata Market',
      who.name,
      who.email,
      // The number as the shop keeps it: E.164.
      `+234${who.phone.slice(1)}`,
      who.address,
      `${product.name}, 2 x ${naira(product.price)} = ${naira(subtotal)}`,
    ]) {
      expect(text).toContain(part);
    }
    await popup.close();

    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByText('Order Sent', { exact: true })).toBeVisible();
    await expect(
      page.getByText("Your order has been sent via WhatsApp. We'll contact you soon!", { exact: true }),
    ).toBeVisible();
    const [order] = await ordersFor(request, who.email);
    expect(order?.paymentMethod).toBe('whatsapp');
    expect(order?.items).toEqual([expect.objectContaining({ name: product.name, quantity: 2 })]);
    expect(errors).toEqual([]);
  });

  test('from the product page to a confirmed order, through the drawer and the cart page', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const [product] = await stockedProducts(request);
    if (!product) throw new Error('the seed needs a product in stock');
    const who = shopper('journey');
    await page.goto(`/product/${product.id}`);
    await page.waitForLoadState('networkidle');
    // The product's own details (its related products below have their own Add to Cart buttons).
    await page
      .getByRole('region', { name: product.name, exact: true })
      .getByRole('button', { name: 'Add to Cart', exact: true })
      .click();
    await expect(
      page.getByText(`${product.name} has been added to your cart.`, { exact: true }),
    ).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

    // The button opens the drawer once its parcel is up (before that it links to /cart).
    await expect(cartButton(page)).toHaveAttribute('aria-haspopup', 'dialog');
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart (1 item)' });
    await expect(drawer.getByText(product.name, { exact: true })).toBeVisible();
    await drawer.getByRole('link', { name: 'View Cart' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    await fillForm(page, who);
    await page.getByLabel(/Pay online/).check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    // Our local fake Paystack's page (no keys in the tests).
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByText('Payment received')).toBeVisible();
    expect(await ordersFor(request, who.email)).toHaveLength(1);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });

  test('409: stock ran out after the product was added; the shopper is told and the cart follows', async ({
    page,
    request,
  }) => {
    // The least-watched in-stock products: the last of the well-stocked list.
    const stocked = await stockedProducts(request);
    const [kept, sold] = stocked.slice(-2);
    if (!kept || !sold) throw new Error('the seed needs two products in stock');
    const who = shopper('conflict');
    await visitWithCart(page, '/checkout', [cartLine(kept, 1), cartLine(sold, 1)]);
    await fillForm(page, who);
    await page.getByLabel(/Pay online/).check();

    const setStock = async (stock: number) => {
      const { id, createdAt, updatedAt, ...body } = (await (
        await request.get(`/api/products/${sold.id}`)
      ).json()) as ApiProduct & { createdAt: string; updatedAt: string };
      const response = await request.put(`/api/products/${sold.id}`, {
        headers: adminHeaders(),
        data: { ...body, price: String(body.price), stock },
      });
      expect(response.ok(), await response.text()).toBe(true);
    };
    await setStock(0);
    try {
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Some items in your cart have changed' });
      // A product sold in sizes is named with its size, e.g. "Abakaliki Local Rice (5 kg)".
      const soldName = sold.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(alert).toContainText(
        new RegExp(`${soldName}( \\([^)]+\\))? is out of stock and was removed from your cart\\.`),
      );
      await expect(alert).toBeInViewport();
      await expect(
        page.getByText('Failed to place your order. Please try again.', { exact: true }),
      ).toBeVisible();
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
      await expect(page.getByRole('complementary', { name: 'Order Summary' })).not.toContainText(sold.name);
      await page.screenshot({
        path: test.info().outputPath(`conflict-${test.info().project.name}.png`),
        fullPage: true,
      });
      expect(await ordersFor(request, who.email)).toHaveLength(0);

      // The shopper accepts the change and orders what is left.
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
      const [order] = await ordersFor(request, who.email);
      expect(order?.items.map((item) => item.name)).toEqual([kept.name]);
    } finally {
      await setStock(sold.stock);
    }
  });
});
