// After the order: what the shopper keeps (the confirmation with its details and a tracking link that works
// without JavaScript) and what the owner hears (the alert and the shopper's confirmation in the admin's
// Outbox, where the local stand-ins keep every message of a shop with nothing configured).
import type { APIRequestContext, Page } from '@playwright/test';
import { login } from '../support/admin.ts';
import { chooseDelivery } from '../support/checkout.ts';
import { expect, test } from '../support/journey.ts';
import { collectErrors } from '../support/page.ts';
import {
  type ApiProduct,
  adminHeaders,
  cartLine,
  createProduct,
  products,
  stubChatApp,
  visitWithCart,
} from '../support/shop.ts';

interface PlacedOrder {
  id: string;
  customerPhone: string;
  trackingToken: string;
}

/** A phone number of this test's own, as a shopper types it ("0803 123 4567"), and its E.164 form. */
function phoneOfThisTest() {
  const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
  return { typed: `0803 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+234803${digits}` };
}

function shopper(tag: string) {
  const id = `${tag}-${test.info().project.name}-${Date.now().toString(36)}`;
  return {
    name: 'Ngozi Eze',
    email: `${id}@example.com`,
    phone: phoneOfThisTest(),
    address: '3 Bode Thomas Street, Surulere, Lagos',
  };
}

async function fillForm(page: Page, who: ReturnType<typeof shopper>) {
  await page.getByLabel('Full Name', { exact: true }).fill(who.name);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Phone Number', { exact: true }).fill(who.phone.typed);
  await page.getByLabel('Delivery Address', { exact: true }).fill(who.address);
  await chooseDelivery(page);
}

async function stocked(request: APIRequestContext): Promise<ApiProduct> {
  const product = (await products(request)).find((p) => p.stock >= 20);
  if (!product) throw new Error('the seed needs a product with stock');
  return product;
}

async function orderOf(request: APIRequestContext, email: string): Promise<PlacedOrder> {
  const response = await request.get('/api/orders', { headers: adminHeaders() });
  expect(response.ok()).toBe(true);
  const order = ((await response.json()) as (PlacedOrder & { customerEmail: string })[]).find(
    (row) => row.customerEmail === email,
  );
  if (!order) throw new Error(`no order for ${email}`);
  return order;
}

/** An order placed through the API, as the checkout places it (pay on delivery). */
async function placeOrder(request: APIRequestContext, product: ApiProduct, phone: string) {
  const response = await request.post('/api/orders', {
    data: {
      customerName: 'Tunde Bakare',
      customerEmail: `track-${Date.now()}@example.com`,
      customerPhone: phone,
      shippingAddress: '21 Ahmadu Bello Way, Kaduna',
      items: [{ productId: product.id, name: product.name, price: product.price, quantity: 1 }],
      totalAmount: String(product.price),
      paymentMethod: 'whatsapp',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PlacedOrder;
}

test.describe('after the order', () => {
  test('the shopper keeps a confirmation and a tracking link; the owner finds both messages in the Outbox', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await stubChatApp(context);
    const product = await stocked(request);
    const who = shopper('messages');
    await visitWithCart(page, '/checkout', [cartLine(product, 2)]);
    await fillForm(page, who);
    await expect(page.getByRole('checkbox', { name: /WhatsApp/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /E-mail/ })).toBeChecked();

    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Complete Order via WhatsApp' }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const chatText = new URL(popup.url()).searchParams.get('text') ?? '';
    await popup.close();

    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    const order = await orderOf(request, who.email);
    // Stored in E.164 whatever the shopper typed, so a message can reach it.
    expect(order.customerPhone).toBe(who.phone.e164);
    const reference = order.id.slice(0, 8);
    expect(chatText).toContain(reference);
    expect(chatText).toContain(`/track/${order.trackingToken}`);

    // The confirmation names what was bought, where it goes and how to follow it.
    const main = page.getByRole('main');
    await expect(main.getByText(product.name).first()).toBeVisible();
    await expect(main.getByText(who.address)).toBeVisible();
    const tracking = page.getByTestId('tracking-link');
    await expect(tracking).toHaveAttribute('href', new RegExp(`/track/${order.trackingToken}$`));
    await page.screenshot({
      path: test.info().outputPath(`confirmation-${test.info().project.name}.png`),
      fullPage: true,
    });
    expect(errors).toEqual([]);

    await page.goto(`/track/${order.trackingToken}`);
    await expect(page.getByRole('heading', { name: 'Progress' })).toBeVisible();
    await expect(page.getByText(product.name).first()).toBeVisible();

    // The owner's alert and the shopper's confirmation wait in the Outbox (no mail server configured).
    await login(page);
    await expect(async () => {
      await page.goto('/admin/outbox');
      const list = page.getByRole('list', { name: 'Caught messages' });
      await expect(list.getByText(`New order ${reference}`).first()).toBeVisible({ timeout: 2_000 });
      await expect(list.getByText(new RegExp(`we have your order ${reference}`))).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000 });
    await page
      .getByRole('list', { name: 'Caught messages' })
      .getByText(new RegExp(`we have your order ${reference}`))
      .click();
    const mail = page.frameLocator('iframe[sandbox=""]');
    await expect(mail.getByText(product.name).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`outbox-${test.info().project.name}.png`) });
  });

  test('a phone number that cannot be one is refused at checkout', async ({ page, request }) => {
    await visitWithCart(page, '/checkout', [cartLine(await stocked(request))]);
    const phone = page.getByLabel('Phone Number', { exact: true });
    for (const typed of ['hello world!', '803123456']) {
      await phone.fill(typed);
      await page.getByRole('button', { name: 'Complete Order via WhatsApp' }).click();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toHaveAccessibleDescription('Valid phone number is required');
    }
  });

  test("the drawer's WhatsApp checkout places the order, stock reserved, before the chat opens", async ({
    page,
    context,
    request,
  }) => {
    await stubChatApp(context);
    const product = await createProduct(request, { name: 'Drawer Ogiri', stock: 9 });
    const who = shopper('drawer');
    await visitWithCart(page, '/', [cartLine(product, 3)]);
    await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
    await page
      .getByRole('dialog', { name: /Your Cart/ })
      .getByRole('link', { name: 'Checkout on WhatsApp' })
      .click();
    await expect(page).toHaveURL(/\/checkout\?payment=whatsapp$/);
    await fillForm(page, who);
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Complete Order via WhatsApp' }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const order = await orderOf(request, who.email);
    expect(new URL(popup.url()).searchParams.get('text')).toContain(order.id.slice(0, 8));
    const after = (await (await request.get(`/api/products/${product.slug}`)).json()) as ApiProduct;
    expect(after.stock).toBe(6);
  });
});

test.describe('the tracking page with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the order at its link, refuses an altered one, and finds it by reference and phone', async ({
    page,
    request,
  }) => {
    const product = await stocked(request);
    const phone = phoneOfThisTest();
    const order = await placeOrder(request, product, phone.typed);

    const response = await page.goto(`/track/${order.trackingToken}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.getByRole('heading', { name: 'Progress' })).toBeVisible();
    await expect(page.getByText(product.name).first()).toBeVisible();
    await expect(page.getByText('21 Ahmadu Bello Way, Kaduna')).toBeVisible();

    const altered = `${order.trackingToken.slice(0, -1)}${order.trackingToken.endsWith('A') ? 'B' : 'A'}`;
    const unknown = await page.goto(`/track/${altered}`);
    expect(unknown?.status()).toBe(404);
    const unknownText = await page.getByRole('main').innerText();
    expect(unknownText).not.toContain(product.name);
    expect((await page.goto('/track/not-a-token-at-all'))?.status()).toBe(404);
    expect(await page.getByRole('main').innerText()).toBe(unknownText);

    await page.goto('/track');
    await page.getByLabel('Order reference').fill(order.id.slice(0, 8));
    await page.getByLabel('Phone number').fill('+234 803 000 0000');
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not find an order');

    await page.getByLabel('Order reference').fill(order.id.slice(0, 8));
    await page.getByLabel('Phone number').fill(phone.e164.replace('+234', '+234 '));
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page).toHaveURL(new RegExp(`/track/${order.trackingToken}$`));
    await expect(page.getByText(product.name).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('tracking-nojs.png'), fullPage: true });
  });
});
