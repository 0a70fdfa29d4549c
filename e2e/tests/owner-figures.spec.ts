// What the owner sets up and reads back for pack sizes, delivery and discounts: a product in three sizes
// made on her phone, the orders CSV (naira with two decimals, Lagos times, what the shopper owes), the
// dashboard's revenue after discounts and uses per code, and the shipping page's table of her zones. And the
// shopper's side of delivery on the cart page: "Deliver to" a state shows that state's fee, with and
// without JavaScript, and the checkout starts from it.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { login } from '../support/admin.ts';
import { expect, test } from '../support/journey.ts';
import { isMobile, naira } from '../support/page.ts';
import { adminHeaders, cartLine, createProduct, visitWithCart } from '../support/shop.ts';

interface PublishedZone {
  id: string;
  name: string;
  states: string[];
  fee: { flatKobo: number; freeAboveKobo: number | null };
  estimateDays: { min: number; max: number };
}
interface Order {
  id: string;
  createdAt: string;
  status: string;
  paymentStatus: string;
  discountCode: string | null;
  discountKobo: number | null;
  subtotalKobo: number | null;
  deliveryFeeKobo: number | null;
  totalKobo: number | null;
}

const tag = () => `${test.info().project.name.slice(0, 3)}${Date.now().toString(36)}`.toUpperCase();
/** Naira with two decimals, as a spreadsheet sums it. */
const csvNaira = (kobo: number) => (kobo / 100).toFixed(2);
/** `YYYY-MM-DD HH:mm` in Africa/Lagos. */
const lagos = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Africa/Lagos',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** A Kano zone (made once per database: a state belongs to one zone); its name and standard fee. */
async function kanoZone(request: APIRequestContext): Promise<{ name: string; feeKobo: number }> {
  const created = await request.post('/api/delivery-zones', {
    headers: adminHeaders(),
    data: { name: 'E2E Kano', states: ['KN'], flatFee: 2500, estimateMinDays: 2, estimateMaxDays: 5 },
  });
  expect([201, 409]).toContain(created.status());
  const zones = ((await (await request.get('/api/delivery')).json()) as { zones: PublishedZone[] }).zones;
  const zone = zones.find((one) => one.states.includes('KN'));
  if (!zone) throw new Error('no zone delivers to Kano');
  return { name: zone.name, feeKobo: zone.fee.flatKobo };
}

/** An order placed through the API in Lagos with a ₦500-off code of the test's own. */
async function orderWithCode(request: APIRequestContext) {
  const code = `E2E${tag()}`;
  const created = await request.post('/api/discounts', {
    headers: adminHeaders(),
    data: { code, label: '₦500 off', kind: 'fixed', amount: 500 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = await createProduct(request, { name: 'Figures Pepper', stock: 20 });
  const placed = await request.post('/api/orders', {
    data: {
      customerName: 'Bisi Adeyemi',
      customerEmail: `bisi-${tag().toLowerCase()}@example.com`,
      customerPhone: '08031234567',
      shippingAddress: '3 Awolowo Road, Ikoyi',
      state: 'LA',
      city: 'Ikoyi',
      discountCode: code.toLowerCase(),
      items: [{ productId: product.id, name: product.name, price: 1500, quantity: 2 }],
      totalAmount: '3000',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { code, order: (await placed.json()) as Order };
}

/** One CSV line's fields: quoted ones may hold commas ("3 Awolowo Road, Ikoyi") and doubled quotes. */
const csvFields = (line: string): string[] =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, field = '']) =>
    field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field,
  );

const counted = (order: Order) =>
  !['cancelled', 'refunded'].includes(order.status) && order.paymentStatus !== 'refunded';

async function allOrders(request: APIRequestContext): Promise<Order[]> {
  const response = await request.get('/api/orders', { headers: adminHeaders() });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Order[];
}

async function openMenuItem(page: Page, name: string) {
  if (isMobile()) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name }).click();
}

test.describe('the owner', () => {
  test('adds a product in three sizes on her phone, and the shop offers the three', async ({ page }) => {
    // The owner's phone (375 px): the desktop's product form is admin.spec.ts's.
    test.skip(!isMobile(), 'a phone journey: the mobile project runs it');
    test.slow(); // a long form on 2 shared cores
    const name = `Ground Crayfish ${tag()}`;
    await login(page);
    await openMenuItem(page, 'Products');
    await page.goto('/admin/products/new');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('Sun-dried crayfish, ground fine for egusi and pepper soup.');
    const wanted = [
      { label: '100 g', price: '1200', stock: '20', grams: '100' },
      { label: '250 g', price: '2800', stock: '15', grams: '250' },
      { label: '1 kg', price: '9500', stock: '4', grams: '1000' },
    ];
    for (const [index, size] of wanted.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('textbox', { name: 'Size', exact: true }).nth(index).fill(size.label);
      await page.getByRole('spinbutton', { name: 'Price (₦)' }).nth(index).fill(size.price);
      await page.getByRole('spinbutton', { name: 'Stock' }).nth(index).fill(size.stock);
      await page.getByRole('spinbutton', { name: 'Weight (g)' }).nth(index).fill(size.grams);
    }
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Spices' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Success' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products(\?.*)?$/);

    const slug = name.toLowerCase().replaceAll(' ', '-');
    const found = await page.request.get(
      `/api/products?filter=${encodeURIComponent(JSON.stringify({ slug }))}`,
    );
    const product = ((await found.json()) as { id: string; name: string }[]).find((one) => one.name === name);
    if (!product) throw new Error(`${name} was not saved`);

    await page.goto(`/product/${product.id}`);
    const sizes = page.getByRole('group', { name: 'Size' });
    await expect(sizes.getByRole('radio')).toHaveCount(3);
    for (const size of wanted)
      await expect(sizes.getByRole('radio', { name: new RegExp(`^${size.label} `) })).toBeEnabled();
    await expect(sizes).toContainText(`1 kg ${naira(9500)}`);
    // The card in the shop: the lowest price and how many sizes.
    await page.goto(`/shop?search=${encodeURIComponent(name)}`);
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card.locator('.cat-card__price')).toHaveText(`from ${naira(1200)}`);
    await expect(card.locator('.cat-card__sizes')).toHaveText('3 sizes');
  });

  test('exports the orders as CSV: naira with two decimals, Lagos times, what the shopper owes', async ({
    page,
    request,
  }) => {
    const { code, order } = await orderWithCode(request);
    await login(page);
    await page.goto('/admin/orders');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    const [header, ...rows] = csv.split('\r\n').map(csvFields);
    const column = (name: string) => header!.indexOf(name);
    const row = rows.find((one) => one[column('Reference')] === `${order.id.slice(0, 8)}...`);
    if (!row) throw new Error(`order ${order.id} is not in the CSV`);
    // ₦3,000 − ₦500 = ₦2,500, with Lagos's standard delivery: what the order recorded, in naira.
    expect(row[column('Subtotal (NGN)')]).toBe('3000.00');
    expect(row[column('Discount code')]).toBe(code);
    expect(row[column('Discount (NGN)')]).toBe('500.00');
    expect(row[column('Delivery fee (NGN)')]).toBe(csvNaira(order.deliveryFeeKobo ?? -1));
    expect(row[column('Total (NGN)')]).toBe(csvNaira(250_000 + (order.deliveryFeeKobo ?? 0)));
    expect(row[column('Total (NGN)')]).toBe(csvNaira(order.totalKobo ?? -1));
    expect(row[column('Placed (Lagos time)')]).toBe(lagos(order.createdAt));
    for (const name of ['Subtotal (NGN)', 'Discount (NGN)', 'Delivery fee (NGN)', 'Total (NGN)'])
      for (const one of rows) expect(one[column(name)], name).toMatch(/^\d+\.\d{2}$/);
  });

  test("reads revenue after discounts and each code's uses on the dashboard", async ({ page, request }) => {
    const { code } = await orderWithCode(request);
    const orders = (await allOrders(request)).filter(counted);
    const revenueKobo = orders.reduce((sum, one) => sum + (one.totalKobo ?? 0), 0);
    const discountsKobo = orders.reduce((sum, one) => sum + (one.discountKobo ?? 0), 0);
    await login(page);
    const revenue = page.getByTestId('stat-Total revenue');
    await expect(revenue).toHaveText(/₦/);
    const kobo = (text: string) => Math.round(Number(text.replace(/[₦,]/g, '')) * 100);
    // Other journeys may place orders meanwhile: the figures are at least those read before the page.
    expect(kobo(await revenue.innerText())).toBeGreaterThanOrEqual(revenueKobo);
    const detail = await page.getByTestId('stat-detail-Total revenue').innerText();
    const discounts = /^After (₦[\d,.]+) of discounts/.exec(detail)?.[1];
    expect(discounts, detail).toBeDefined();
    expect(kobo(discounts!)).toBeGreaterThanOrEqual(discountsKobo);
    const codes = page.locator('.MuiCard-root').filter({ hasText: 'Discount codes used' });
    await expect(codes.getByText(code, { exact: true })).toBeVisible();
    await expect(codes).toContainText(`1 order · ${naira(500)} off`);
  });

  test('publishes her zones on the shipping page, fee and estimate for each', async ({ page, request }) => {
    await kanoZone(request);
    const zones = ((await (await request.get('/api/delivery')).json()) as { zones: PublishedZone[] }).zones;
    expect(zones.length).toBeGreaterThan(1);
    await page.goto('/shipping');
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(zones.length + 1);
    for (const zone of zones) {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: zone.name }) });
      const fee = zone.fee.flatKobo === 0 ? 'Free' : naira(zone.fee.flatKobo / 100);
      await expect(row.getByRole('cell').first()).toContainText(fee);
      const { min, max } = zone.estimateDays;
      await expect(row).toContainText(min === max ? `${min} business` : `${min}–${max} business days`);
    }
  });
});

test.describe('the cart delivers to a state', () => {
  test('"Deliver to" prices the cart for that state, kept for the checkout', async ({ page, request }) => {
    const kano = await kanoZone(request);
    const product = await createProduct(request, { name: 'Kano Daddawa', stock: 10 });
    await visitWithCart(page, '/cart', [cartLine(product, 2)]);
    // Before a state: the least any zone charges.
    await expect(page.getByText('Delivery from')).toBeVisible();
    await page.getByLabel('Deliver to').selectOption({ label: 'Kano' });
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(summary).toContainText(`Standard delivery (${kano.name})`);
    await expect(summary.getByTestId('cart-delivery-fee')).toHaveText(naira(kano.feeKobo / 100));
    await expect(summary.getByTestId('cart-total')).toHaveText(naira(3000 + kano.feeKobo / 100));
    // Kept on the server cart: a reload and the checkout start from Kano.
    await page.reload();
    await expect(page.getByLabel('Deliver to')).toHaveValue('KN');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('KN');
    await expect(
      page.getByRole('radio', { name: new RegExp(`Standard delivery \\(${kano.name}\\)`) }),
    ).toBeVisible();
  });
});

test.describe('the cart delivers to a state, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the button posts the state and the page comes back with its fee', async ({ page, request }) => {
    const kano = await kanoZone(request);
    const product = await createProduct(request, { name: 'Kano Kuli', stock: 10 });
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.goto('/cart');
    await expect(page.getByText('Delivery from')).toBeVisible();
    await page.getByLabel('Deliver to').selectOption({ label: 'Kano' });
    await page.getByRole('button', { name: 'Show delivery fee' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByLabel('Deliver to')).toHaveValue('KN');
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(summary).toContainText(`Standard delivery (${kano.name})`);
    await expect(summary.getByTestId('cart-delivery-fee')).toHaveText(naira(kano.feeKobo / 100));
    await expect(summary.getByTestId('cart-total')).toHaveText(naira(1500 + kano.feeKobo / 100));
  });
});
