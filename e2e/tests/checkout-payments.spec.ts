// Online payment journeys (issue #14): the shop's local fake Paystack takes the payment (nothing leaves
// this machine); the confirmation says "Payment received" only once the server verified it; a declined
// payment can be retried; the chat path carries the order's reference.
import type { APIRequestContext, Page } from '@playwright/test';
import { chooseDelivery } from '../support/checkout.ts';
import { adminCredentials } from '../support/env.ts';
import { expect, test } from '../support/journey.ts';
import { collectErrors } from '../support/page.ts';
import { type ApiProduct, cartLine, products, stubChatApp, visitWithCart } from '../support/shop.ts';

interface ApiOrder {
  id: string;
  customerEmail: string;
  paymentMethod: string | null;
  paymentStatus: string;
  paymentReference: string | null;
  amountDueKobo: number | null;
  paidAmountKobo: number | null;
  status: string;
}

const adminHeaders = () => {
  const { username, password } = adminCredentials;
  return { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` };
};

async function orderFor(request: APIRequestContext, email: string): Promise<ApiOrder> {
  const response = await request.get('/api/orders', { headers: adminHeaders() });
  expect(response.ok()).toBe(true);
  const orders = ((await response.json()) as ApiOrder[]).filter((order) => order.customerEmail === email);
  expect(orders).toHaveLength(1);
  return orders[0]!;
}

async function stocked(request: APIRequestContext): Promise<ApiProduct> {
  const product = (await products(request)).filter((p) => p.stock >= 20).sort((a, b) => b.stock - a.stock)[0];
  if (!product) throw new Error('the seed needs a product in stock');
  return product;
}

function shopper(tag: string) {
  return {
    name: 'Emeka Nwosu',
    email: `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`,
    phone: '08035550123',
    address: '21 Awolowo Road, Ikoyi, Lagos',
  };
}

async function checkout(page: Page, who: ReturnType<typeof shopper>, method: 'paystack' | 'whatsapp') {
  await page.getByLabel('Full Name', { exact: true }).fill(who.name);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Phone Number', { exact: true }).fill(who.phone);
  await page.getByLabel('Delivery Address', { exact: true }).fill(who.address);
  await chooseDelivery(page);
  if (method === 'paystack') {
    await page.getByLabel(/Pay online/).check();
    await expect(page.getByText('Test payment: no real money is taken.')).toBeVisible();
  }
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}-${test.info().project.name}.png`),
    fullPage: true,
  });

test.describe('paying online (local fake Paystack)', () => {
  test('Pay: back on the shop, "Payment received", paid in the admin, then refunded by the owner', async ({
    page,
    request,
  }) => {
    test.slow(); // shop, payment page, shop again, then the admin: four apps in one journey
    const errors = collectErrors(page);
    const product = await stocked(request);
    const who = shopper('pay');
    await visitWithCart(page, '/checkout', [cartLine(product, 1)]);
    await checkout(page, who, 'paystack');
    await shot(page, 'checkout-paystack');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    // The hosted payment page, with the server's amount (delivery included up to ₦5,000).
    await expect(page.getByRole('heading', { name: 'Pay Ata Market' })).toBeVisible();
    const due = product.price * 100 + (product.price > 5_000 ? 0 : 100_000);
    const order = await orderFor(request, who.email);
    expect(order).toMatchObject({ paymentMethod: 'paystack', paymentStatus: 'unpaid', amountDueKobo: due });
    await shot(page, 'fake-paystack');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/checkout\?trxref=/);
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByText('Payment received')).toBeVisible();
    await expect(page.getByTestId('order-reference')).toHaveText(`${order.id.slice(0, 8)}...`);
    await shot(page, 'payment-received');
    expect(await orderFor(request, who.email)).toMatchObject({
      paymentStatus: 'paid',
      paidAmountKobo: due,
      status: 'paid',
    });

    // The owner sees it paid, with its reference.
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(adminCredentials.username);
    await page.getByLabel('Password', { exact: true }).fill(adminCredentials.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/login/);
    await page.goto(`/admin/orders/${order.id}/show`);
    await expect(
      page.getByText(order.paymentReference ?? 'missing reference', { exact: true }),
    ).toBeVisible();
    await expect(page.locator('[data-payment-status="paid"]').first()).toBeVisible();
    await shot(page, 'admin-order-paid');

    // The owner refunds it: Paystack (the fake) is asked, the order says refunded, the event is listed.
    await page.getByRole('button', { name: 'Refund payment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText('Payment Refunded')).toBeVisible();
    await expect(page.locator('[data-payment-status="refunded"]').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Payment events' })).toContainText('refund · applied');
    await expect(page.getByRole('button', { name: 'Refund payment' })).toHaveCount(0);
    expect(await orderFor(request, who.email)).toMatchObject({ paymentStatus: 'refunded' });
    expect(errors).toEqual([]);
  });

  test('Decline: not paid, and paying again works', async ({ page, request }) => {
    const product = await stocked(request);
    const who = shopper('decline');
    await visitWithCart(page, '/checkout', [cartLine(product, 1)]);
    await checkout(page, who, 'paystack');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('button', { name: 'Decline' }).click();

    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(page.getByText('Payment received')).toHaveCount(0);
    expect(await orderFor(request, who.email)).toMatchObject({ paymentStatus: 'failed', status: 'pending' });
    await shot(page, 'payment-failed');

    await page.getByRole('button', { name: 'Try paying again' }).click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText('Payment received')).toBeVisible();
    const order = await orderFor(request, who.email);
    expect(order).toMatchObject({ paymentStatus: 'paid' });
    expect(order.paymentReference).toMatch(new RegExp(`^ata-${order.id}-2$`));
  });

  test('Decline, then pay on delivery instead: the order stays, unpaid, paid on delivery', async ({
    page,
    request,
  }) => {
    const product = await stocked(request);
    const who = shopper('switch');
    await visitWithCart(page, '/checkout', [cartLine(product, 1)]);
    await checkout(page, who, 'paystack');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('button', { name: 'Pay on delivery instead' }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByText('Payment received')).toHaveCount(0);
    expect(await orderFor(request, who.email)).toMatchObject({
      paymentMethod: 'whatsapp',
      status: 'pending',
    });
  });
});

test('WhatsApp: the order is created first and the chat message carries its reference', async ({
  page,
  context,
  request,
}) => {
  await stubChatApp(context);
  const product = await stocked(request);
  const who = shopper('chat');
  await visitWithCart(page, '/checkout', [cartLine(product, 1)]);
  await checkout(page, who, 'whatsapp');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Complete Order via WhatsApp' }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(popup.url()).searchParams.get('text') ?? '';
  const order = await orderFor(request, who.email);
  expect(text).toContain(`*Order reference:* ${order.id.slice(0, 8)}...`);
  expect(text).toContain(who.name);
  await popup.close();
  await expect(page.getByTestId('order-reference')).toHaveText(`${order.id.slice(0, 8)}...`);
});
