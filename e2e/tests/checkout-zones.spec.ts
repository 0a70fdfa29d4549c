// Delivery priced by the shopper's state and a discount code, at the checkout with and without
// JavaScript: the state first, the options with their fees before the pay button, the code's message and
// its own line, and the order the server records (fee, discount, total) as the page showed them.
import type { APIRequestContext, Page } from '@playwright/test';
import { chooseDelivery } from '../support/checkout.ts';
import { expect, test } from '../support/journey.ts';
import { cartButton, cartSaved, naira, waitForHydration } from '../support/page.ts';
import { adminHeaders, createProduct, stubChatApp } from '../support/shop.ts';

interface Published {
  zones: { id: string; name: string; states: string[]; fee: { flatKobo: number } }[];
}

/** A zone for Kano (made once: a state belongs to one zone), and its standard fee in naira. */
async function kanoZone(request: APIRequestContext): Promise<{ name: string; fee: number }> {
  const created = await request.post('/api/delivery-zones', {
    headers: adminHeaders(),
    data: { name: 'E2E Kano', states: ['KN'], flatFee: 2500, estimateMinDays: 2, estimateMaxDays: 5 },
  });
  expect([201, 409]).toContain(created.status());
  const published = (await (await request.get('/api/delivery')).json()) as Published;
  const zone = published.zones.find((one) => one.states.includes('KN'));
  if (!zone) throw new Error('no zone delivers to Kano');
  return { name: zone.name, fee: zone.fee.flatKobo / 100 };
}

/** A ₦500-off code of this test's own. */
async function fiveHundredOff(request: APIRequestContext): Promise<string> {
  const code = `E2E${test.info().project.name.slice(0, 3)}${Date.now().toString(36)}`.toUpperCase();
  const created = await request.post('/api/discounts', {
    headers: adminHeaders(),
    data: { code, label: '₦500 off', kind: 'fixed', amount: 500 },
  });
  expect(created.status(), await created.text()).toBe(201);
  return code;
}

async function orderOf(request: APIRequestContext, email: string) {
  const response = await request.get('/api/orders', { headers: adminHeaders() });
  const orders = (await response.json()) as Record<string, unknown>[];
  const found = orders.filter((order) => order.customerEmail === email);
  expect(found).toHaveLength(1);
  return found[0]!;
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel('Full Name', { exact: true }).fill('Aisha Bello');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone Number', { exact: true }).fill('08061234567');
  await page.getByLabel('Delivery Address', { exact: true }).fill('14 Zoo Road, Nassarawa, Kano');
  await page.getByLabel('Landmark or nearest bus stop (optional)').fill('Opposite the mosque');
}

const email = (tag: string) =>
  `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test.describe('the checkout with a state and a code, with JavaScript', () => {
  test('a ?code= link is kept on the cart and applied; Kano is charged its zone fee', async ({
    page,
    request,
    context,
  }) => {
    const zone = await kanoZone(request);
    const code = await fiveHundredOff(request);
    const product = await createProduct(request, { name: 'Zones Daddawa', stock: 50 });
    await stubChatApp(context);

    // The code rides in on the link; the page's address drops it.
    await page.goto(`/product/${product.slug}?code=${code.toLowerCase()}`);
    await expect(page).not.toHaveURL(/code=/);
    await waitForHydration(page);
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    const saved = cartSaved(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
    await saved;
    await page.goto('/cart');
    await expect(page.getByText('Delivery from')).toBeVisible();
    await page.goto('/checkout');
    await waitForHydration(page);

    const who = email('zones');
    await fillContact(page, who);
    await chooseDelivery(page, { state: 'KN', city: 'Kano' });
    await expect(page.getByRole('radio', { name: /Standard delivery/ })).toHaveAccessibleName(
      new RegExp(`${zone.name}.*${naira(zone.fee).replace('₦', '₦')}`),
    );
    await expect(page.getByLabel('Code', { exact: true })).toHaveValue(code);
    await expect(page.getByText(`Code ${code} applied`)).toBeVisible();
    await expect(page.getByTestId('cart-discount')).toHaveText(`−${naira(500)}`);
    await expect(page.getByTestId('cart-delivery-fee')).toHaveText(naira(zone.fee));
    const total = 3000 - 500 + zone.fee;
    await expect(page.getByTestId('cart-total')).toHaveText(naira(total));

    // A code that does not exist is said next to the field, and the discount goes.
    await page.getByLabel('Code', { exact: true }).fill('nosuchcode');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('We do not know that code. Check the spelling and try again.')).toBeVisible();
    await expect(page.getByTestId('cart-discount')).toHaveCount(0);
    await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('cart-total')).toHaveText(naira(total));

    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Complete Order via WhatsApp' }).click();
    await (await popup).close();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    expect(await orderOf(request, who)).toMatchObject({
      state: 'KN',
      city: 'Kano',
      landmark: 'Opposite the mosque',
      deliveryKind: 'standard',
      deliveryFeeKobo: zone.fee * 100,
      discountCode: code,
      discountKobo: 50_000,
      subtotalKobo: 300_000,
      totalKobo: total * 100,
    });
  });
  test('back on the cart after choosing Kano at the checkout, the cart shows Kano’s fee', async ({
    page,
    request,
  }) => {
    const zone = await kanoZone(request);
    const product = await createProduct(request, { name: 'Zones Back Kuli', stock: 50 });
    await page.goto(`/product/${product.slug}`);
    await waitForHydration(page);
    const saved = cartSaved(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await saved;
    await page.goto('/checkout');
    await waitForHydration(page);
    await page.getByLabel('State', { exact: true }).selectOption('KN');
    await expect(page.getByTestId('cart-delivery-fee')).toHaveText(naira(zone.fee));
    await page.getByRole('link', { name: 'Back to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByLabel('Deliver to')).toHaveValue('KN');
    await expect(page.getByTestId('cart-delivery-fee')).toHaveText(naira(zone.fee));
    // Kept on the server cart, not only in this page.
    await page.reload();
    await expect(page.getByTestId('cart-delivery-fee')).toHaveText(naira(zone.fee));
  });
});

test.describe('the checkout with a state and a code, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the state brings its options, Apply brings the discount, and the order is what the page said', async ({
    page,
    request,
  }) => {
    const zone = await kanoZone(request);
    const code = await fiveHundredOff(request);
    const product = await createProduct(request, { name: 'Zones Nojs Kuli', stock: 50 });
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto('/checkout');

    const who = email('zones-nojs');
    await fillContact(page, who);
    await expect(
      page.getByText('Choose your state to see the delivery options and their fees.'),
    ).toBeVisible();
    await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await chooseDelivery(page, { state: 'KN', city: 'Kano', javaScript: false });
    // What was typed came back with the page.
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Aisha Bello');
    await expect(page.getByTestId('cart-discount')).toHaveText(`−${naira(500)}`);
    await expect(page.getByTestId('cart-delivery-fee')).toHaveText(naira(zone.fee));
    const total = 1500 - 500 + zone.fee;
    await expect(page.getByTestId('cart-total')).toHaveText(naira(total));

    await page.getByRole('button', { name: 'Complete Order via WhatsApp' }).click();
    await expect(page).toHaveURL(/\/track\/[A-Za-z0-9_-]+\?placed=1$/);
    expect(await orderOf(request, who)).toMatchObject({
      state: 'KN',
      deliveryFeeKobo: zone.fee * 100,
      discountCode: code,
      discountKobo: 50_000,
      totalKobo: total * 100,
    });
  });

  test('back on the cart after choosing Kano at the checkout, the cart shows Kano’s fee', async ({
    page,
    request,
  }) => {
    const zone = await kanoZone(request);
    const product = await createProduct(request, { name: 'Zones Back Nojs Kuli', stock: 50 });
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto('/checkout');
    await chooseDelivery(page, { state: 'KN', city: 'Kano', javaScript: false });
    await page.getByRole('link', { name: 'Back to Cart' }).click();
    await expect(page.getByLabel('Deliver to')).toHaveValue('KN');
    await expect(page.getByTestId('cart-delivery-fee')).toHaveText(naira(zone.fee));
  });
});
