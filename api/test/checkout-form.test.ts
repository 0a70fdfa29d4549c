import { type Order, orderSchema } from '@ata/core/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutForm, startCheckoutApp, submissionKey } from './support/checkout-app.ts';
import { makeProduct, setDefaultSize, stockOf } from './support/fixtures.ts';
import { setSettings } from './support/order-limits.ts';
import type { TestApp } from './support/test-app.ts';

/** `POST /checkout` without JavaScript: the same rules, messages and order as the JSON checkout. */
let env: Awaited<ReturnType<typeof startCheckoutApp>>;
let app: TestApp;
let address = 0;
beforeAll(async () => {
  env = await startCheckoutApp();
  ({ app, standard } = env);
});
afterAll(() => env.close());
/** The default zone's standard delivery, as the page offers it once a state is chosen. */
let standard = '';

/** A browser with a server cart holding `quantity` of a new product; its cookie and the product. */
async function shopperWithCart(quantity = 2, price = 2500) {
  const product = await makeProduct(app.orm, { name: `Ofada Rice ${++address}`, price, stock: 40 });
  const response = await app.request('/api/cart/lines', {
    method: 'POST',
    headers: { Origin: app.url },
    json: { productId: product.id, quantity },
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
  expect(cookie).toMatch(/^ata_cart=/);
  return { cookie, product };
}

const fields = (email: string, extra: Record<string, string> = {}) =>
  checkoutForm(standard, { customerEmail: email, notifyByPhone: 'on', notifyByEmail: 'on', ...extra });

const post = (cookie: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  app.request('/checkout', {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: cookie,
      Origin: app.url,
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(form).toString(),
  });

const serverCart = async (cookie: string) =>
  (await (await app.request('/api/cart', { headers: { Cookie: cookie } })).json()) as {
    items: { productId: string; quantity: number }[];
    checkout?: { values: Record<string, string>; errors: Record<string, string> };
  };

async function ordersOf(email: string): Promise<Order[]> {
  const response = await app.request('/api/orders', { headers: { Authorization: app.basic.admin } });
  const all = (await response.json()) as unknown[];
  return all.map((order) => orderSchema.parse(order)).filter((order) => order.customerEmail === email);
}

describe('POST /checkout refused', () => {
  it('an empty form: 303 back to /checkout, the exact messages and the values kept with the cart', async () => {
    const { cookie, product } = await shopperWithCart();
    const response = await post(cookie, {
      customerName: 'Al',
      customerEmail: 'not an email',
      shippingAddress: '',
      paymentMethod: 'paystack',
      notifyByEmail: 'on',
      submissionKey: submissionKey(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const cart = await serverCart(cookie);
    expect(cart.checkout?.errors).toEqual({
      customerName: 'Full name is required',
      customerEmail: 'Valid email is required',
      customerPhone: 'Valid phone number is required',
      state: 'Choose your state',
      city: 'City or LGA is required',
      shippingAddress: 'Complete address is required',
    });
    expect(cart.checkout?.values).toMatchObject({
      customerName: 'Al',
      customerEmail: 'not an email',
      paymentMethod: 'paystack',
      notifyByEmail: 'on',
    });
    expect(cart.checkout?.values).not.toHaveProperty('notifyByPhone');
    // Nothing was ordered, nothing taken from stock, the cart is as it was.
    expect(cart.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);
    expect(await stockOf(app.orm, product.id)).toBe(40);
  });

  it('a payment choice the shop does not offer, and a form without its key, are said too', async () => {
    const { cookie } = await shopperWithCart();
    const email = `odd-${submissionKey()}@example.ng`;
    await post(cookie, fields(email, { paymentMethod: 'cash', submissionKey: '' }));
    const { checkout } = await serverCart(cookie);
    expect(checkout?.errors.paymentMethod).toBe('Choose a way to pay');
    expect(checkout?.errors.form).toBe('There was a problem processing your order. Please try again.');
    expect(await ordersOf(email)).toEqual([]);
  });

  it('without a cart: 303 to /cart, nothing placed', async () => {
    const email = `nocart-${submissionKey()}@example.ng`;
    const response = await post('', fields(email));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    expect(await ordersOf(email)).toEqual([]);
  });

  it('posted by another site: 403, no order, no draft', async () => {
    const { cookie, product } = await shopperWithCart();
    const email = `evil-${submissionKey()}@example.ng`;
    for (const headers of [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: '', 'Sec-Fetch-Site': 'cross-site' },
    ]) {
      const response = await post(cookie, fields(email), headers);
      expect(response.status).toBe(403);
    }
    expect(await ordersOf(email)).toEqual([]);
    const cart = await serverCart(cookie);
    expect(cart.checkout).toBeUndefined();
    expect(cart.items).toHaveLength(1);
    expect(await stockOf(app.orm, product.id)).toBe(40);
  });
});

describe('POST /checkout placed', () => {
  it('pay on delivery: the order a JSON checkout places, the cart emptied, 303 to its confirmation', async () => {
    const { cookie, product } = await shopperWithCart(3, 2500);
    const email = `form-${submissionKey()}@example.ng`;
    // E-mail unticked: a browser leaves the box out.
    const { notifyByEmail: _unticked, ...form } = fields(email);
    const response = await post(cookie, form);
    expect(response.status).toBe(303);
    const [order] = await ordersOf(email);
    expect(order).toBeDefined();
    expect(response.headers.get('location')).toBe(`/track/${order!.trackingToken}?placed=1`);
    expect((await serverCart(cookie)).items).toEqual([]);
    expect(await stockOf(app.orm, product.id)).toBe(37);

    // The same shopper through the JSON API, for the same lines.
    const jsonEmail = `json-${submissionKey()}@example.ng`;
    const json = await app.request('/api/orders', {
      method: 'POST',

      json: {
        customerName: 'Ngozi Okafor',
        customerEmail: jsonEmail,
        customerPhone: '0803 123 4567',
        shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
        items: [{ productId: product.id, name: product.name, price: 2500, quantity: 3 }],
        totalAmount: '7500',
        paymentMethod: 'whatsapp',
        notifyByPhone: true,
        notifyByEmail: true,
      },
    });
    expect(json.status).toBe(201);
    const [viaJson] = await ordersOf(jsonEmail);
    const same = (o: Order) => ({
      customerName: o.customerName,
      customerPhone: o.customerPhone,
      shippingAddress: o.shippingAddress,
      items: o.items,
      totalAmount: o.totalAmount,
      amountDueKobo: o.amountDueKobo,
      status: o.status,
      paymentMethod: o.paymentMethod,
      paymentStatus: o.paymentStatus,
      notifyByPhone: o.notifyByPhone,
    });
    expect(same(order!)).toEqual(same(viaJson!));
    expect(order!.items).toEqual([
      {
        productId: product.id,
        variantId: expect.any(String),
        variantLabel: 'Standard',
        name: product.name,
        price: 2500,
        quantity: 3,
      },
    ]);
    // ₦7,500 is over the free-delivery threshold: the amount due is the subtotal.
    expect(order!.amountDueKobo).toBe(750_000);
    expect(order!.notifyByEmail).toBe(false);
    // The owner and the shopper hear of it as of any order: the same messages wait in the queue.
    const queued = async (orderId: string) =>
      (
        await app.orm.em
          .fork()
          .execute<{ templates: string[] }[]>(
            `select payload->'templates' as templates from graphile_worker._private_jobs where payload->>'orderId' = ?`,
            [orderId],
          )
      ).flatMap((row) => row.templates);
    expect(await queued(order!.id)).toEqual(['order-placed-owner', 'order-confirmation']);
    expect(await queued(order!.id)).toEqual(await queued(viaJson!.id));
  });

  it('a double submit places one order: both answers go to it', async () => {
    const { cookie, product } = await shopperWithCart(1);
    const email = `twice-${submissionKey()}@example.ng`;
    const form = fields(email);
    const [first, second] = await Promise.all([post(cookie, form), post(cookie, form)]);
    const third = await post(cookie, form);
    const orders = await ordersOf(email);
    expect(orders).toHaveLength(1);
    const confirmation = `/track/${orders[0]!.trackingToken}?placed=1`;
    for (const response of [first, second, third]) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(confirmation);
    }
    expect(await stockOf(app.orm, product.id)).toBe(39);
  });

  it('prices come from the products: a price changed since the page was shown is said, then ordered as it is now', async () => {
    const { cookie, product } = await shopperWithCart(1, 3000);
    await setDefaultSize(app.orm, product.id, { price: 3200 });
    const email = `price-${submissionKey()}@example.ng`;
    const shownThen = await post(cookie, fields(email, { totalAmount: '3000' }));
    expect(shownThen.headers.get('location')).toBe('/checkout');
    expect((await serverCart(cookie)).checkout?.errors.form).toBe(
      'Prices have changed: the total is now ₦3,200. Please review your cart.',
    );
    expect(await ordersOf(email)).toEqual([]);
    const shownNow = await post(cookie, fields(email, { totalAmount: '3200' }));
    expect(shownNow.headers.get('location')).toMatch(/^\/track\//);
    const [order] = await ordersOf(email);
    expect(order?.items[0]?.price).toBe(3200);
    expect(order?.totalAmount).toBe(3200);
  });

  it('over the owner’s limits: back to the form with the reason above it, the values kept, nothing placed', async () => {
    const { cookie, product } = await shopperWithCart(3, 1000);
    await setSettings(app.orm, { order_max_line_quantity: '2' });
    try {
      const email = `limit-${submissionKey()}@example.ng`;
      const response = await post(cookie, fields(email));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/checkout');
      const cart = await serverCart(cookie);
      expect(cart.checkout?.errors.form).toBe(`You can order at most 2 of ${product.name} at a time`);
      expect(cart.checkout?.values.customerEmail).toBe(email);
      expect(cart.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 3 })]);
      expect(await ordersOf(email)).toEqual([]);
    } finally {
      await setSettings(app.orm, { order_max_line_quantity: '20' });
    }
  });

  it('paying online: 303 to the payment page, which comes back to the order’s page', async () => {
    const { cookie } = await shopperWithCart(1);
    const email = `online-${submissionKey()}@example.ng`;
    const response = await post(cookie, fields(email, { paymentMethod: 'paystack' }));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin).toBe(new URL(env.fake.url).origin);
    const [order] = await ordersOf(email);
    expect(order?.paymentMethod).toBe('paystack');
    expect(order?.paymentReference).toBeTruthy();
    // Paid on the payment page: back to the order's own page, which has the server verify it.
    const paid = await fetch(`${location.href.replace(/\/$/, '')}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(back.pathname).toBe(`/track/${order?.trackingToken}`);
    expect(back.searchParams.get('reference')).toBe(order?.paymentReference);
    expect((await serverCart(cookie)).items).toEqual([]);
  });
});

describe('the JSON checkout with a server cart', () => {
  it('empties the server cart in the order’s transaction', async () => {
    const { cookie, product } = await shopperWithCart(1, 1000);
    const response = await app.request('/api/orders', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: app.url },
      json: {
        customerName: 'Ngozi Okafor',
        customerEmail: `jsoncart-${submissionKey()}@example.ng`,
        customerPhone: '08031234567',
        shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
        items: [{ productId: product.id, name: product.name, price: 1000, quantity: 1 }],
        totalAmount: '1000',
      },
    });
    expect(response.status).toBe(201);
    expect((await serverCart(cookie)).items).toEqual([]);
  });
});

describe('POST /checkout: delivery and the discount code without JavaScript', () => {
  it('"Show delivery options" keeps the state and the code and places nothing; the code is kept on the cart', async () => {
    const { cookie } = await shopperWithCart(1, 1000);
    const email = `quote-${submissionKey()}@example.ng`;
    const response = await post(cookie, {
      ...fields(email, { deliveryOptionId: '', discountCode: ' welcome5 ' }),
      intent: 'quote',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout');
    const cart = (await serverCart(cookie)) as Awaited<ReturnType<typeof serverCart>> & { code?: string };
    expect(cart.checkout?.values).toMatchObject({ state: 'LA', city: 'Ikeja', discountCode: ' welcome5 ' });
    expect(cart.checkout?.errors).toEqual({});
    expect(cart.code).toBe('WELCOME5');
    expect(await ordersOf(email)).toEqual([]);
  });

  it('the state posted becomes the cart’s (the cart page prices it); a post without one or with a wrong one keeps it', async () => {
    const { cookie } = await shopperWithCart(1, 1000);
    const email = `follow-${submissionKey()}@example.ng`;
    const stateOfCart = async () => ((await serverCart(cookie)) as { state?: string }).state;
    expect(await stateOfCart()).toBeUndefined();
    await post(cookie, { ...fields(email, { state: 'KN', deliveryOptionId: '' }), intent: 'quote' });
    expect(await stateOfCart()).toBe('KN');
    // A refused post carries her state too.
    await post(cookie, fields(email, { state: 'OY', customerName: '' }));
    expect(await stateOfCart()).toBe('OY');
    await post(cookie, { ...fields(email, { state: '' }), intent: 'quote' });
    await post(cookie, { ...fields(email, { state: 'XX' }), intent: 'quote' });
    expect(await stateOfCart()).toBe('OY');
    expect(await ordersOf(email)).toEqual([]);
  });

  it('a state without a delivery choice comes back asking for one; an unknown code is said next to its field', async () => {
    const { cookie } = await shopperWithCart(1, 1000);
    const email = `choose-${submissionKey()}@example.ng`;
    await post(cookie, fields(email, { deliveryOptionId: '' }));
    expect((await serverCart(cookie)).checkout?.errors).toEqual({
      deliveryOptionId: 'Choose a delivery option',
    });
    await post(cookie, fields(email, { discountCode: 'NOSUCHCODE' }));
    const { checkout } = await serverCart(cookie);
    expect(checkout?.errors.discountCode).toBe('We do not know that code. Check the spelling and try again.');
    expect(await ordersOf(email)).toEqual([]);
  });

  it('places the order with the state, city, landmark and the option priced by the server', async () => {
    const { cookie } = await shopperWithCart(1, 1000);
    const email = `zone-${submissionKey()}@example.ng`;
    const response = await post(cookie, fields(email, { landmark: 'By the Shoprite' }));
    expect(response.status).toBe(303);
    const [order] = await ordersOf(email);
    expect(order).toMatchObject({
      state: 'LA',
      city: 'Ikeja',
      landmark: 'By the Shoprite',
      deliveryOptionId: standard,
      deliveryFeeKobo: 100_000,
      totalKobo: 200_000,
      amountDueKobo: 200_000,
    });
  });
});
