import { orderSchema, quoteSchema } from '@ata/core/order';
import { discountRefusalMessage, offerEndedMessage } from '@ata/core/pricing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscountEntity } from '../src/db/entities/index.ts';
import { makeProduct } from './support/fixtures.ts';
import { allowOneShopperAllStock } from './support/order-limits.ts';
import { startPaymentsApp } from './support/paystack.ts';
import type { TestApp } from './support/test-app.ts';

// 27 Nov 2026, 10:00 in Lagos: express (cut-off 12:00) is still offered.
const MORNING = Date.UTC(2026, 10, 27, 9, 0);
let env: Awaited<ReturnType<typeof startPaymentsApp>>;
let app: TestApp;
let zones: { lagos: string; abuja: string; fallback: string };
let pickupId: string;
beforeAll(async () => {
  env = await startPaymentsApp({ clock: () => MORNING });
  app = env.app;
  await allowOneShopperAllStock(app.orm);
  const create = async (path: string, json: unknown) => {
    const response = await app.request(path, { method: 'POST', headers: admin(), json });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const lagos = await create('/api/delivery-zones', {
    name: 'Lagos',
    states: ['LA'],
    flatFee: 1500,
    freeAbove: 10000,
    estimateMinDays: 1,
    estimateMaxDays: 2,
    express: [{ id: 'same-day', label: 'Express, today', fee: 3000, cutoffHour: 12, estimate: 'Today' }],
  });
  const abuja = await create('/api/delivery-zones', {
    name: 'Abuja',
    states: ['FC'],
    flatFee: 2000,
    freeAbove: 15000,
    estimateMinDays: 2,
    estimateMaxDays: 3,
  });
  pickupId = await create('/api/pickup-points', {
    name: 'Yaba stall',
    address: '12 Tejuosho Street, Yaba',
    state: 'LA',
    hours: 'Mon–Sat 9–6',
  });
  const zonesList = (await (await app.request('/api/delivery')).json()) as {
    zones: { id: string; name: string }[];
  };
  const fallback = zonesList.zones.find((zone) => zone.name !== 'Lagos' && zone.name !== 'Abuja')!.id;
  zones = { lagos, abuja, fallback };
});
afterAll(() => env.close());

const admin = () => ({ Authorization: app.basic.admin });
let phone = 8031000000;
const nextPhone = () => {
  phone += 1;
  return `0${phone}`;
};

/** Ngozi's order with these fields, from a new phone each time (the stock-share limit counts per phone). */
const postOrder = (fields: Record<string, unknown>) =>
  app.request('/api/orders', {
    method: 'POST',
    json: {
      customerName: 'Ngozi Okafor',
      customerEmail: 'ngozi@example.ng',
      customerPhone: nextPhone(),
      shippingAddress: '12 Allen Avenue, Ikeja',
      ...fields,
    },
  });

async function order(price: number, quantity: number, extra: Record<string, unknown> = {}) {
  const product = await makeProduct(app.orm, { price, stock: 50 });
  const response = await postOrder({
    items: [{ productId: product.id, name: product.name, price, quantity }],
    totalAmount: String(price * quantity),
    ...extra,
  });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body, product };
}
const placed = async (price: number, quantity: number, extra: Record<string, unknown> = {}) => {
  const { status, body } = await order(price, quantity, extra);
  expect(status, JSON.stringify(body)).toBe(201);
  return orderSchema.parse(body);
};

async function discount(values: Record<string, unknown>) {
  const response = await app.request('/api/discounts', { method: 'POST', headers: admin(), json: values });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe('an order priced by the server from the zone table', () => {
  it('charges each zone its fee and estimate, and stores the address and the option', async () => {
    const lagos = await placed(4200, 1, { state: 'LA', city: 'Ikeja', landmark: 'Opposite Ikeja City Mall' });
    expect(lagos).toMatchObject({
      state: 'LA',
      city: 'Ikeja',
      landmark: 'Opposite Ikeja City Mall',
      deliveryOptionId: `standard:${zones.lagos}`,
      deliveryLabel: 'Standard delivery (Lagos)',
      deliveryKind: 'standard',
      deliveryFeeKobo: 150_000,
      subtotalKobo: 420_000,
      discountKobo: 0,
      totalKobo: 570_000,
      amountDueKobo: 570_000,
      // The specification's totalAmount stays the subtotal.
      totalAmount: 4200,
    });
    const abuja = await placed(4200, 1, { state: 'FC', city: 'Garki' });
    expect(abuja).toMatchObject({ deliveryFeeKobo: 200_000, totalKobo: 620_000 });
    const kano = await placed(4200, 1, { state: 'KN', city: 'Nassarawa' });
    expect(kano).toMatchObject({ deliveryOptionId: `standard:${zones.fallback}`, deliveryFeeKobo: 100_000 });
  });

  it('is free above the zone threshold, and without a state charges the default zone (the spec payload)', async () => {
    expect(await placed(5500, 2, { state: 'LA', city: 'Yaba' })).toMatchObject({
      deliveryFeeKobo: 0,
      totalKobo: 1_100_000,
    });
    expect(await placed(4200, 1)).toMatchObject({
      state: null,
      deliveryFeeKobo: 100_000,
      totalKobo: 520_000,
    });
    expect(await placed(6000, 1)).toMatchObject({ deliveryFeeKobo: 0, totalKobo: 600_000 });
  });

  it('offers pickup at ₦0 and express before the cut-off; an option not offered is refused', async () => {
    const pickup = await placed(4200, 1, {
      state: 'LA',
      city: 'Yaba',
      deliveryOptionId: `pickup:${pickupId}`,
    });
    expect(pickup).toMatchObject({ deliveryKind: 'pickup', deliveryFeeKobo: 0, totalKobo: 420_000 });
    expect(pickup.deliveryLabel).toBe('Pick up: Yaba stall');
    const express = await placed(4200, 1, {
      state: 'LA',
      city: 'Yaba',
      deliveryOptionId: `express:${zones.lagos}:same-day`,
    });
    expect(express).toMatchObject({ deliveryKind: 'express', deliveryFeeKobo: 300_000, totalKobo: 720_000 });
    const elsewhere = await order(4200, 1, {
      state: 'KN',
      city: 'Kano',
      deliveryOptionId: `pickup:${pickupId}`,
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({
      errors: { deliveryOptionId: 'That delivery option is not available now. Please choose another.' },
    });
  });

  it('ignores totals, fees and discounts the client sends; Paystack is asked for the server total', async () => {
    const { body, status } = await order(4200, 1, {
      state: 'FC',
      city: 'Wuse',
      paymentMethod: 'paystack',
      deliveryFeeKobo: 0,
      discountKobo: 400_000,
      totalKobo: 100,
      amountDueKobo: 100,
      subtotalKobo: 1,
    });
    expect(status).toBe(201);
    const placedOrder = orderSchema.parse(body);
    expect(placedOrder).toMatchObject({ deliveryFeeKobo: 200_000, discountKobo: 0, totalKobo: 620_000 });
    const started = await app.request('/api/payments/paystack/transactions', {
      method: 'POST',
      json: { orderId: placedOrder.id },
    });
    const payment = (await started.json()) as { amountKobo: number; reference: string };
    expect(payment.amountKobo).toBe(620_000);
    expect(env.fake.transaction(payment.reference)).toMatchObject({ amount: 620_000 });
  });
});

describe('discount codes at the checkout', () => {
  it('applies a code case-insensitively as its own amount, stores it, and charges the discounted total', async () => {
    await discount({ code: 'PARTNER15', label: '15% for readers', kind: 'percent', percent: 15 });
    const withCode = await placed(4000, 2, {
      state: 'LA',
      city: 'Ikeja',
      discountCode: ' partner15 ',
      paymentMethod: 'paystack',
    });
    // 8,000 − 15% = 6,800 (not above ₦10,000: Lagos charges ₦1,500).
    expect(withCode).toMatchObject({
      discountCode: 'PARTNER15',
      discountKobo: 120_000,
      subtotalKobo: 800_000,
      deliveryFeeKobo: 150_000,
      totalKobo: 830_000,
      amountDueKobo: 830_000,
    });
    const started = await app.request('/api/payments/paystack/transactions', {
      method: 'POST',
      json: { orderId: withCode.id },
    });
    expect(((await started.json()) as { amountKobo: number }).amountKobo).toBe(830_000);
  });

  it('waives delivery with a free-delivery code', async () => {
    await discount({ code: 'FREESHIP', label: 'Free delivery', kind: 'free-delivery' });
    expect(await placed(4200, 1, { state: 'FC', city: 'Garki', discountCode: 'freeship' })).toMatchObject({
      discountCode: 'FREESHIP',
      deliveryFeeKobo: 0,
      discountKobo: 0,
      totalKobo: 420_000,
    });
  });

  it('refuses each code that does not apply with its own message, and places nothing', async () => {
    await discount({
      code: 'OLDCODE',
      label: 'Gone',
      kind: 'fixed',
      amount: 500,
      endsAt: '2026-11-01T00:00:00+01:00',
    });
    await discount({
      code: 'XMAS',
      label: 'Christmas',
      kind: 'fixed',
      amount: 500,
      startsAt: '2026-12-20T00:00:00+01:00',
    });
    await discount({ code: 'BIGCART', label: 'Big carts', kind: 'fixed', amount: 1000, minSubtotal: 20000 });
    const usedUp = await discount({ code: 'ONCE', label: 'Once', kind: 'fixed', amount: 500, maxUses: 1 });
    await app.orm.em.fork().nativeUpdate(DiscountEntity, { id: usedUp }, { uses: 1 });
    const cases: [string, string][] = [
      ['NOPE', discountRefusalMessage('unknown')],
      ['bad code!', discountRefusalMessage('unknown')],
      ['oldcode', discountRefusalMessage('expired')],
      ['XMAS', discountRefusalMessage('not-yet-valid')],
      ['BIGCART', 'That code needs a subtotal of at least ₦20,000.'],
      ['ONCE', discountRefusalMessage('used-up')],
    ];
    for (const [code, message] of cases) {
      const { status, body } = await order(4200, 1, { state: 'LA', city: 'Ikeja', discountCode: code });
      expect(status, code).toBe(400);
      expect(body, code).toMatchObject({ errors: { discountCode: message } });
    }
    expect(discountRefusalMessage('expired')).toBe('That code has expired.');
  });

  it('lets exactly 10 of 30 parallel checkouts use a code with 10 uses left', async () => {
    const id = await discount({ code: 'TENLEFT', label: 'Ten', kind: 'fixed', amount: 100, maxUses: 10 });
    const product = await makeProduct(app.orm, { price: 3000, stock: 100 });
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        postOrder({
          items: [{ productId: product.id, name: product.name, price: 3000, quantity: 1 }],
          totalAmount: '3000',
          state: 'LA',
          city: 'Ikeja',
          discountCode: 'tenleft',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 400)).toHaveLength(20);
    const row = await app.orm.em.fork().findOneOrFail(DiscountEntity, { id });
    expect(row.uses).toBe(10);
  });
});

describe('the checkout quote and a code in a link', () => {
  it('quotes "from" before a state, then the options, the code and the total the order will charge', async () => {
    const product = await makeProduct(app.orm, { price: 4000, stock: 10 });
    const quote = async (params: string) => {
      const response = await app.request(`/api/checkout/quote?items=${product.id}:2${params}`);
      expect(response.status).toBe(200);
      return quoteSchema.parse(await response.json());
    };
    expect(await quote('')).toMatchObject({
      subtotalKobo: 800_000,
      options: [],
      delivery: null,
      fromDeliveryKobo: 0,
      totalKobo: 800_000,
    });
    const lagos = await quote('&state=LA&city=Ikeja&code=partner15');
    expect(lagos.options.map((option) => [option.kind, option.feeKobo, option.estimate])).toEqual([
      ['standard', 150_000, '1–2 business days'],
      ['express', 300_000, 'Today'],
      ['pickup', 0, 'Ready in 1 business day'],
    ]);
    expect(lagos).toMatchObject({ code: 'PARTNER15', discountKobo: 120_000, totalKobo: 830_000 });
    const refused = await quote('&state=LA&code=nosuch');
    expect(refused).toMatchObject({
      code: null,
      discountKobo: 0,
      codeMessage: discountRefusalMessage('unknown'),
    });
  });

  it('keeps ?code= from any storefront link on the server cart and answers the page without it', async () => {
    const response = await app.request('/shop?category=spices&code=partner15', { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/shop?category=spices');
    const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^ata_cart=/);
    const cart = (await (await app.request('/api/cart', { headers: { Cookie: cookie } })).json()) as {
      code?: string;
    };
    expect(cart.code).toBe('PARTNER15');
  });

  it('keeps a code a cart link posts to /cart/add', async () => {
    const product = await makeProduct(app.orm, { price: 1000, stock: 5 });
    const response = await app.request('/cart/add', {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: app.url,
        'Sec-Fetch-Site': 'same-origin',
      },
      body: new URLSearchParams({ productId: product.id, quantity: '1', code: 'partner15' }).toString(),
    });
    expect(response.status).toBe(303);
    const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
    const cart = (await (await app.request('/api/cart', { headers: { Cookie: cookie } })).json()) as {
      code?: string;
      items: unknown[];
    };
    expect(cart).toMatchObject({ code: 'PARTNER15', items: [expect.objectContaining({ quantity: 1 })] });
  });
});

describe('a discount used up between the quote and the order', () => {
  const quoteFor = async (productId: string, quantity: number, extra = '') => {
    const response = await app.request(`/api/checkout/quote?items=${productId}:${quantity}&state=LA${extra}`);
    expect(response.status).toBe(200);
    return quoteSchema.parse(await response.json());
  };
  const orderOf = (
    product: { id: string; name: string },
    price: number,
    extra: Record<string, unknown> = {},
  ) =>
    postOrder({
      items: [{ productId: product.id, name: product.name, price, quantity: 1 }],
      totalAmount: String(price),
      state: 'LA',
      city: 'Ikeja',
      ...extra,
    });

  it('a code: the order is refused with "used up", nothing is taken, and the quote then says so', async () => {
    await discount({ code: 'LASTONE', label: 'Last one', kind: 'fixed', amount: 500, maxUses: 1 });
    const product = await makeProduct(app.orm, { price: 3000, stock: 5 });
    // Both shoppers were quoted the code…
    expect(await quoteFor(product.id, 1, '&code=lastone')).toMatchObject({
      code: 'LASTONE',
      discountKobo: 50_000,
    });
    // …the first order takes its last use, the second is refused in the code's words.
    expect((await orderOf(product, 3000, { discountCode: 'lastone' })).status).toBe(201);
    const late = await orderOf(product, 3000, { discountCode: 'lastone' });
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ errors: { discountCode: discountRefusalMessage('used-up') } });
    expect(await quoteFor(product.id, 1, '&code=lastone')).toMatchObject({
      code: null,
      discountKobo: 0,
      codeMessage: discountRefusalMessage('used-up'),
    });
    // One unit sold: the refused order took no stock.
    const stock = await app.orm.em
      .fork()
      .execute<{ stock: number }[]>('select stock from product_variant where product_id = ?', [product.id]);
    expect(stock[0]?.stock).toBe(4);
  });

  it('an automatic offer: orders racing for its last use are charged with it or refused, never a total they were not quoted', async () => {
    const product = await makeProduct(app.orm, { price: 6000, stock: 50 });
    const offerId = await discount({
      code: null,
      label: 'Opening week: ₦1,000 off',
      kind: 'fixed',
      amount: 1000,
      productIds: [product.id],
      maxUses: 1,
    });
    // Quoted: ₦6,000 − ₦1,000 = ₦5,000, with Lagos delivery ₦1,500.
    expect(await quoteFor(product.id, 1)).toMatchObject({ discountKobo: 100_000, totalKobo: 650_000 });

    const answers = await Promise.all(Array.from({ length: 8 }, () => orderOf(product, 6000)));
    const bodies = await Promise.all(
      answers.map((answer) => answer.json() as Promise<Record<string, unknown>>),
    );
    const placedOrders = bodies
      .filter((_, index) => answers[index]!.status === 201)
      .map((body) => orderSchema.parse(body));
    const refusedOrders = bodies.filter((_, index) => answers[index]!.status !== 201);
    // Exactly one order has the offer; the rest were either refused in the offer's words (they raced for
    // it) or, priced after it ran out, charged the full price — each charged what its own total says.
    expect(placedOrders.filter((one) => one.discountKobo === 100_000)).toHaveLength(1);
    for (const one of placedOrders) {
      expect(one.totalKobo).toBe(
        (one.subtotalKobo ?? 0) - (one.discountKobo ?? 0) + (one.deliveryFeeKobo ?? 0),
      );
      expect(one.amountDueKobo).toBe(one.totalKobo);
      expect([0, 100_000]).toContain(one.discountKobo);
    }
    for (const body of refusedOrders)
      expect(body).toMatchObject({ message: offerEndedMessage('Opening week: ₦1,000 off') });
    expect(answers.every((answer) => [201, 400].includes(answer.status))).toBe(true);

    // Used up, it is no longer quoted, and the next order is charged the full price without a refusal.
    expect(await quoteFor(product.id, 1)).toMatchObject({ discountKobo: 0, totalKobo: 750_000 });
    const next = await orderOf(product, 6000);
    expect(next.status).toBe(201);
    expect(orderSchema.parse(await next.json())).toMatchObject({ discountKobo: 0, totalKobo: 750_000 });
    const row = await app.orm.em.fork().findOneOrFail(DiscountEntity, { id: offerId });
    expect(row.uses).toBe(1);
    const stock = await app.orm.em
      .fork()
      .execute<{ stock: number }[]>('select stock from product_variant where product_id = ?', [product.id]);
    expect(stock[0]?.stock).toBe(50 - placedOrders.length - 1);
  });
});

describe('what the checkout shows is what the order charges', () => {
  it('for any cart, state, delivery option and code, the order and Paystack get the quote’s total (property)', async () => {
    const made = await app.request('/api/discounts', {
      method: 'POST',
      headers: admin(),
      json: { code: 'PROP10', label: '10% off', kind: 'percent', percent: 10 },
    });
    expect([201, 409]).toContain(made.status);
    const products = await Promise.all(
      [1250, 4999.5, 800, 12000].map((price) => makeProduct(app.orm, { price, stock: 10_000 })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(
          fc.record({ index: fc.integer({ min: 0, max: 3 }), quantity: fc.integer({ min: 1, max: 4 }) }),
          {
            minLength: 1,
            maxLength: 4,
            selector: (line) => line.index,
          },
        ),
        fc.constantFrom('LA', 'FC', 'KN', 'OY', 'EN'),
        fc.constantFrom('', 'prop10'),
        fc.nat(),
        async (lines, state, code, pick) => {
          const items = lines.map(({ index, quantity }) => ({ product: products[index]!, quantity }));
          const query = items.map(({ product, quantity }) => `${product.id}:${quantity}`).join(',');
          const quoted = await app.request(`/api/checkout/quote?items=${query}&state=${state}&code=${code}`);
          const quote = quoteSchema.parse(await quoted.json());
          const option = quote.options[pick % quote.options.length];
          if (!option) return; // nothing delivers there: the checkout offers no way to order
          const chosen = await app.request(
            `/api/checkout/quote?items=${query}&state=${state}&code=${code}&option=${encodeURIComponent(option.id)}`,
          );
          const shown = quoteSchema.parse(await chosen.json());
          const subtotal = items.reduce(
            (sum, { product, quantity }) => sum + Number(product.price) * quantity,
            0,
          );
          const placed = await postOrder({
            state,
            city: 'Ikeja',
            deliveryOptionId: option.id,
            discountCode: code,
            paymentMethod: 'paystack',
            items: items.map(({ product, quantity }) => ({
              productId: product.id,
              name: product.name,
              price: Number(product.price),
              quantity,
            })),
            totalAmount: subtotal.toFixed(2),
          });
          expect(placed.status, await placed.clone().text()).toBe(201);
          const order = orderSchema.parse(await placed.json());
          expect(order).toMatchObject({
            subtotalKobo: shown.subtotalKobo,
            discountKobo: shown.discountKobo,
            deliveryFeeKobo: shown.deliveryKobo,
            totalKobo: shown.totalKobo,
            amountDueKobo: shown.totalKobo,
          });
          const started = await app.request('/api/payments/paystack/transactions', {
            method: 'POST',
            json: { orderId: order.id },
          });
          expect(((await started.json()) as { amountKobo: number }).amountKobo).toBe(shown.totalKobo);
        },
      ),
      { numRuns: 15 },
    );
  });
});
