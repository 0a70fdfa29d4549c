import { CART_COOKIE, type ServerCart } from '@ata/core/cart';
import { type PartnerReportRow, partnerReportRowSchema, reportCsv } from '@ata/core/partner';
import { lagosClock } from '@ata/core/pricing';
import { messages } from '@ata/core/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotsTxt } from '../src/serving/seo.ts';
import { startPayment } from './payments/helpers.ts';
import { checkoutForm, startCheckoutApp } from './support/checkout-app.ts';
import { addSize, makeProduct } from './support/fixtures.ts';
import { chargeSuccess, deliverWebhook } from './support/paystack.ts';
import type { TestApp } from './support/test-app.ts';

/** `GET /cart/add?items=…&ref=…&code=…&to=…`: the cart link of partner embeds, plain links and QR codes. */
let env: Awaited<ReturnType<typeof startCheckoutApp>>;
let app: TestApp;
let standard = '';
beforeAll(async () => {
  env = await startCheckoutApp();
  ({ app, standard } = env);
});
afterAll(() => env.close());

const admin = () => ({ Authorization: app.basic.admin });

/** Opens a link as a browser would from a QR code: a plain GET, the cookie it has (if any), no redirect followed. */
async function open(path: string, cookie = '') {
  const response = await app.request(path, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
  const set = response.headers.get('set-cookie')?.split(';')[0] ?? '';
  return { response, cookie: set.startsWith(`${CART_COOKIE}=`) ? set : cookie };
}
const cartOf = async (cookie: string) =>
  (await (await app.request('/api/cart', { headers: { Cookie: cookie } })).json()) as ServerCart;
const lines = (cart: ServerCart) => cart.items.map((line) => [line.name, line.variantLabel, line.quantity]);

/** A product in three sizes (the default, "250 g", "1 kg") and a one-size product. */
async function products(stock = 20) {
  const crayfish = await makeProduct(app.orm, { name: 'Ground Crayfish', price: 1900, stock });
  await addSize(app.orm, crayfish, { label: '250 g', price: 4200, stock, position: 1 });
  await addSize(app.orm, crayfish, { label: '1 kg', price: 15500, stock: 3, position: 2 });
  const oil = await makeProduct(app.orm, { name: 'Red Palm Oil', price: 3500, stock });
  return { crayfish, oil };
}

async function partner(name: string, code: string): Promise<string> {
  const response = await app.request('/api/partners', {
    method: 'POST',
    headers: admin(),
    json: { name, code },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
const cartPartner = async (cookie: string) => {
  const id = cookie.split('=')[1];
  const [row] = await app.orm.em
    .fork()
    .execute<{ partner_id: string | null }[]>('select partner_id from cart where id = ?', [id]);
  return row?.partner_id ?? null;
};

describe('the cart link', () => {
  it('adds every item in its size, at the shop’s prices, and lands on the cart, never indexed or kept', async () => {
    const { crayfish, oil } = await products();
    const { response, cookie } = await open(
      `/cart/add?items=${crayfish.slug}:250g:2,${oil.slug}:3,${crayfish.slug}:1KG:1&price=1`,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(cookie).toMatch(/^ata_cart=/);
    const cart = await cartOf(cookie);
    expect(lines(cart)).toEqual([
      ['Ground Crayfish', '250 g', 2],
      ['Red Palm Oil', 'Standard', 3],
      ['Ground Crayfish', '1 kg', 1],
    ]);
    expect(cart.items.map((line) => line.price)).toEqual([4200, 3500, 15500]);
    expect(cart.notice).toEqual({ messages: [messages.cartLinkAdded(3)] });
    // A HEAD (a link checker) fills no cart.
    const head = await app.request(`/cart/add?items=${oil.slug}:1`, { method: 'HEAD', redirect: 'manual' });
    expect(head.status).toBe(303);
    expect(head.headers.get('set-cookie')).toBeNull();
    // The same link again adds to the same cart (the cookie's).
    await open(`/cart/add?items=${oil.slug}:1`, cookie);
    expect(lines(await cartOf(cookie))[1]).toEqual(['Red Palm Oil', 'Standard', 4]);
  });

  it('reports unknown items and sizes on the cart page and adds only the rest; to=checkout then stops at the cart', async () => {
    const { crayfish, oil } = await products();
    const { response, cookie } = await open(
      `/cart/add?items=no-such-spice:2,${crayfish.slug}:5kg:1,${oil.slug}:2&to=checkout`,
    );
    expect(response.headers.get('location')).toBe('/cart');
    const cart = await cartOf(cookie);
    expect(lines(cart)).toEqual([['Red Palm Oil', 'Standard', 2]]);
    expect(cart.notice).toEqual({
      messages: [messages.cartLinkAdded(1)],
      problems: [
        messages.cartLinkUnknown('no-such-spice'),
        messages.cartLinkNoSize('Ground Crayfish', '5kg'),
      ],
    });
    // The cart page says it once: the next write clears it.
    await app.request('/api/cart', { method: 'DELETE', headers: { Cookie: cookie, Origin: app.url } });
    expect((await cartOf(cookie)).notice).toBeUndefined();
  });

  it('caps a quantity over the stock and says so; a sold-out size is reported, not added', async () => {
    const { crayfish } = await products(4);
    const soldOut = await makeProduct(app.orm, { name: 'Dried Catfish', stock: 0 });
    const { cookie } = await open(
      `/cart/add?items=${crayfish.slug}:5,${crayfish.slug}:1kg:9,${soldOut.slug}:1`,
    );
    const cart = await cartOf(cookie);
    expect(lines(cart)).toEqual([
      ['Ground Crayfish', 'Standard', 4],
      ['Ground Crayfish', '1 kg', 3],
    ]);
    expect(cart.notice?.problems).toEqual([
      messages.cartLinkCapped('Ground Crayfish', 4, 5),
      messages.cartLinkCapped('Ground Crayfish (1 kg)', 3, 9),
      messages.cartLinkSoldOut('Dried Catfish'),
    ]);
  });

  it('adds nothing from a malformed link, and says so', async () => {
    const { oil } = await products();
    const { response, cookie } = await open(`/cart/add?items=${oil.slug}:2,<script>:1`);
    expect(response.headers.get('location')).toBe('/cart');
    const cart = await cartOf(cookie);
    expect(cart.items).toEqual([]);
    expect(cart.notice?.messages).toEqual([messages.cartLinkUnreadable]);
  });

  it('goes straight to the checkout with to=checkout, and keeps the code it brings', async () => {
    const { oil } = await products();
    const { response, cookie } = await open(`/cart/add?items=${oil.slug}:1&to=checkout&code=weekend10`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout');
    expect((await cartOf(cookie)).code).toBe('WEEKEND10');
  });

  it('is disallowed for robots, and the product page’s POST /cart/add form still works', async () => {
    expect(robotsTxt(app.url)).toMatch(/^Disallow: \/cart\/add$/m);
    const { oil } = await products();
    const response = await app.request('/cart/add', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.url },
      body: new URLSearchParams({ productId: oil.id, quantity: '2' }).toString(),
    });
    expect(response.status).toBe(303);
    const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(lines(await cartOf(cookie))).toEqual([['Red Palm Oil', 'Standard', 2]]);
  });
});

describe('partner attribution', () => {
  it('keeps a known ref on the cart (first touch) and ignores an unknown one silently', async () => {
    const first = await partner('Sisi Yemmie', 'sisi-yemmie');
    await partner('Kitchen Butterfly', 'kitchen-butterfly');
    const { oil } = await products();
    const unknown = await open(`/cart/add?items=${oil.slug}:1&ref=nobody-knows`);
    expect(unknown.response.headers.get('location')).toBe('/cart');
    expect(await cartPartner(unknown.cookie)).toBeNull();

    const { cookie } = await open(`/cart/add?items=${oil.slug}:1&ref=Sisi-Yemmie`);
    expect(await cartPartner(cookie)).toBe(first);
    // A second partner's link later: the first touch stays.
    await open(`/cart/add?items=${oil.slug}:1&ref=kitchen-butterfly`, cookie);
    expect(await cartPartner(cookie)).toBe(first);
    // Any storefront link with ?ref= too, answered without it.
    const page = await open('/shop?category=spices&ref=kitchen-butterfly', cookie);
    expect(page.response.status).toBe(302);
    expect(page.response.headers.get('location')).toBe('/shop?category=spices');
    expect(await cartPartner(cookie)).toBe(first);
    // After the 30-day window a new ref is a new first touch.
    await app.orm.em
      .fork()
      .execute(`update cart set partner_at = now() - interval '31 days' where id = ?`, [
        cookie.split('=')[1],
      ]);
    await open('/about?ref=kitchen-butterfly', cookie);
    expect(await cartPartner(cookie)).not.toBe(first);
  });

  it('a storefront link with only an unknown ref makes no cart', async () => {
    const { response, cookie } = await open('/about?ref=nobody-knows');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/about');
    expect(cookie).toBe('');
  });
});

/** The order placed by the browser's checkout (JSON, same-origin cookie) from the cart's lines. */
async function orderWithJs(cookie: string) {
  const cart = await cartOf(cookie);
  const response = await app.request('/api/orders', {
    method: 'POST',
    headers: { Cookie: cookie, Origin: app.url },
    json: {
      customerName: 'Ngozi Okafor',
      customerEmail: 'ngozi@example.ng',
      customerPhone: '08031234567',
      shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
      paymentMethod: 'paystack',
      items: cart.items.map((line) => ({
        productId: line.productId,
        variantId: line.variantId,
        name: line.name,
        price: line.price,
        quantity: line.quantity,
      })),
      totalAmount: String(cart.items.reduce((sum, line) => sum + line.price * line.quantity, 0)),
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

/** The order placed by `POST /checkout` without JavaScript; answers its id. */
async function orderWithoutJs(cookie: string) {
  const response = await app.request('/checkout', {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, Origin: app.url },
    body: new URLSearchParams(checkoutForm(standard)).toString(),
  });
  expect(response.status).toBe(303);
  const token = /\/track\/([^?]+)/.exec(response.headers.get('location') ?? '')?.[1];
  expect(token).toBeDefined();
  const [row] = await app.orm.em
    .fork()
    .execute<{ id: string }[]>('select id from shop_order where tracking_token = ?', [token]);
  return row!;
}

const partnerOf = async (orderId: string) =>
  (
    await app.orm.em
      .fork()
      .execute<{ partner_id: string | null }[]>('select partner_id from shop_order where id = ?', [orderId])
  )[0]?.partner_id ?? null;

describe('the order from a partner’s cart', () => {
  it('carries the partner on both order paths, and the partner report and its CSV match the orders', async () => {
    const lagos = await partner('Lagos Kitchen Blog', 'lagos-kitchen');
    const abuja = await partner('Abuja Eats', 'abuja-eats');
    const { oil, crayfish } = await products(50);

    // Lagos Kitchen: one order paid online (JS checkout), one pay-on-delivery order without JavaScript.
    const paidCart = await open(`/cart/add?items=${oil.slug}:2,${crayfish.slug}:250g:1&ref=lagos-kitchen`);
    const paid = await orderWithJs(paidCart.cookie);
    expect(await partnerOf(paid.id)).toBe(lagos);
    const { body } = await startPayment(app, paid.id);
    expect(
      (await deliverWebhook(app, chargeSuccess(String(body.reference), Number(body.amountKobo)))).status,
    ).toBe(200);
    const noJs = await open(`/cart/add?items=${oil.slug}:1&ref=lagos-kitchen`);
    const unpaid = await orderWithoutJs(noJs.cookie);
    expect(await partnerOf(unpaid.id)).toBe(lagos);
    // Abuja Eats: one order through a storefront link's ref, no JavaScript.
    const viaPage = await open('/shop?ref=abuja-eats');
    await open(`/cart/add?items=${oil.slug}:1`, viaPage.cookie);
    expect(await partnerOf((await orderWithoutJs(viaPage.cookie)).id)).toBe(abuja);
    // An unknown ref: the order is nobody's.
    const nobody = await open(`/cart/add?items=${oil.slug}:1&ref=not-a-partner`);
    expect(await partnerOf((await orderWithJs(nobody.cookie)).id)).toBeNull();

    const today = lagosClock(Date.now()).date;
    const period = { from: today, to: today };
    const response = await app.request(`/api/partners/report?${new URLSearchParams(period)}`, {
      headers: admin(),
    });
    expect(response.status).toBe(200);
    const rows = ((await response.json()) as unknown[]).map((row) => partnerReportRowSchema.parse(row));
    const mine = (code: string) => rows.find((row) => row.code === code) as PartnerReportRow;
    const paidNaira = Number(body.amountKobo) / 100;
    expect(mine('lagos-kitchen')).toMatchObject({ orders: 2, paidOrders: 1, paidRevenue: paidNaira });
    expect(mine('abuja-eats')).toMatchObject({ orders: 1, paidOrders: 0, paidRevenue: 0 });
    expect(rows.some((row) => row.code === 'not-a-partner')).toBe(false);
    const csv = reportCsv([mine('lagos-kitchen'), mine('abuja-eats')], period).split('\n');
    expect(csv).toEqual([
      'Partner,Code,From,To,Orders,Paid orders,Paid revenue (NGN),Commission (NGN)',
      `Lagos Kitchen Blog,lagos-kitchen,${today},${today},2,1,${paidNaira.toFixed(2)},`,
      `Abuja Eats,abuja-eats,${today},${today},1,0,0.00,`,
    ]);
  });
});
