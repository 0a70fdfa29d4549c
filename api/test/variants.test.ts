import { CART_COOKIE, type ServerCart, serverCartSchema } from '@ata/core/cart';
import { orderSchema } from '@ata/core/order';
import { type Product, productSchema } from '@ata/core/product';
import { messages } from '@ata/core/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSize, makeProduct, sizeStockOf, stockOf } from './support/fixtures.ts';
import { allowOneShopperAllStock } from './support/order-limits.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** Pack sizes: a product sold in several sizes, each with its own price and stock. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await allowOneShopperAllStock(app.orm);
});
afterAll(() => app.close());

const admin = () => ({ Authorization: app.basic.admin });
const customer = {
  customerName: 'Ngozi Okafor',
  customerEmail: 'ngozi@example.ng',
  customerPhone: '08031234567',
  shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
};
const getProduct = async (idOrSlug: string): Promise<Product> =>
  productSchema.parse(await (await app.request(`/api/products/${idOrSlug}`)).json());

/** A crayfish in three sizes: 250 g (default, ₦4,200, 8 left), 100 g (₦1,900, 10), 1 kg (₦15,500, 2). */
async function crayfish() {
  const product = await makeProduct(app.orm, { name: 'Test Crayfish', price: 4200, stock: 8 });
  const small = await addSize(app.orm, product, {
    label: '100 g',
    price: 1900,
    stock: 10,
    weightGrams: 100,
    position: 1,
  });
  const large = await addSize(app.orm, product, {
    label: '1 kg',
    price: 15500,
    stock: 2,
    weightGrams: 1000,
    position: 2,
  });
  const json = await getProduct(product.id);
  return { product, json, small, large, main: json.variants![0]!.id };
}

const order = (
  items: { productId: string; variantId?: string; name: string; price: number; quantity: number }[],
) => ({
  ...customer,
  items,
  totalAmount: String(items.reduce((sum, item) => sum + item.price * item.quantity, 0)),
});
const post = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/orders', { method: 'POST', headers, json: body });

describe('product JSON', () => {
  it('keeps its fields from the default size and lists the sizes; the row keeps the lowest price and total stock', async () => {
    const { product, json, small, large } = await crayfish();
    expect(json).toMatchObject({ id: product.id, name: 'Test Crayfish', price: 4200, stock: 8 });
    expect(json.variants).toEqual([
      {
        id: expect.any(String),
        label: 'Standard',
        sku: product.slug,
        price: 4200,
        compareAtPrice: null,
        stock: 8,
        weightGrams: null,
      },
      {
        id: small,
        label: '100 g',
        sku: `${product.slug}-1`,
        price: 1900,
        compareAtPrice: null,
        stock: 10,
        weightGrams: 100,
      },
      {
        id: large,
        label: '1 kg',
        sku: `${product.slug}-2`,
        price: 15500,
        compareAtPrice: null,
        stock: 2,
        weightGrams: 1000,
      },
    ]);
    const [row] = await app.orm.em
      .fork()
      .execute<{ price: string; stock: number }[]>('select price, stock from product where id = ?', [
        product.id,
      ]);
    expect(row).toEqual({ price: '1900.00', stock: 20 });
    // The catalogue filters and sorts on the "from" price, and its cards get the sizes too.
    const page = await (
      await app.request(`/api/catalog?q=${encodeURIComponent('Test Crayfish')}&maxPrice=2000`)
    ).json();
    const card = page.items.find((item: Product) => item.id === product.id);
    expect(card).toMatchObject({ price: 4200, stock: 8 });
    expect(card.variants).toHaveLength(3);
  });

  it('the seed sells crayfish in 100 g, 250 g and 1 kg', async () => {
    const seeded = await getProduct('ground-crayfish');
    expect(seeded.variants?.map((variant) => variant.label).sort()).toEqual(['1 kg', '100 g', '250 g']);
  });
});

describe('admin product writes with sizes', () => {
  const base = async () => {
    const categories = await (await app.request('/api/categories')).json();
    return {
      name: 'Dried Prawns',
      slug: `dried-prawns-${Date.now()}`,
      description: 'Sun-dried prawns from Lagos lagoon.',
      price: 1,
      categoryId: categories[0].id as string,
    };
  };

  it('creates a product with sizes, edits them inline, removes one; validates every field', async () => {
    const body = await base();
    const created = await app.request('/api/products', {
      method: 'POST',
      headers: admin(),
      json: {
        ...body,
        variants: [
          { label: '100 g', price: 1500, stock: 4, weightGrams: 100 },
          {
            label: '500 g',
            price: '6000',
            stock: 2,
            weightGrams: 500,
            compareAtPrice: 7000,
            sku: 'PRAWN-500',
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    const product = productSchema.parse(await created.json());
    expect(product).toMatchObject({ price: 1500, stock: 4 });
    expect(product.variants).toMatchObject([
      {
        label: '100 g',
        sku: `${body.slug}-100-g`,
        price: 1500,
        stock: 4,
        weightGrams: 100,
        compareAtPrice: null,
      },
      { label: '500 g', sku: 'PRAWN-500', price: 6000, stock: 2, weightGrams: 500, compareAtPrice: 7000 },
    ]);
    expect(await stockOf(app.orm, product.id)).toBe(6);

    const [small, large] = product.variants!;
    const updated = await app.request(`/api/products/${product.id}`, {
      method: 'PUT',
      headers: admin(),
      json: {
        ...product,
        variants: [
          { ...large, stock: 5 },
          { label: '1 kg', price: 11000, stock: 1, weightGrams: 1000 },
        ],
      },
    });
    expect(updated.status).toBe(200);
    const after = productSchema.parse(await updated.json());
    expect(after.variants?.map((variant) => [variant.label, variant.price, variant.stock])).toEqual([
      ['500 g', 6000, 5],
      ['1 kg', 11000, 1],
    ]);
    expect(after.variants?.[0]?.id).toBe(large!.id);
    expect(after).toMatchObject({ price: 6000, stock: 5 });
    expect(await stockOf(app.orm, product.id)).toBe(6);
    expect(await sizeStockOf(app.orm, small!.id)).toBeNaN();

    const bad = await app.request(`/api/products/${product.id}`, {
      method: 'PUT',
      headers: admin(),
      json: { ...after, variants: [{ label: '', price: -1, stock: -2, weightGrams: 0, sku: 'a b' }] },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({
      'variants.0.label': 'Size label is required',
      'variants.0.price': 'Price must be a positive number',
      'variants.0.stock': 'Stock must be 0 or greater',
      'variants.0.weightGrams': 'Weight must be at least 1 g',
      'variants.0.sku': 'SKU may use letters, digits, dot, dash and underscore',
    });
    const none = await app.request(`/api/products/${product.id}`, {
      method: 'PUT',
      headers: admin(),
      json: { ...after, variants: [] },
    });
    expect(none.status).toBe(400);
    expect((await none.json()).errors).toMatchObject({ variants: 'A product needs at least one size' });
  });

  it('a SKU another product uses is refused with 409', async () => {
    const other = await crayfish();
    const response = await app.request('/api/products', {
      method: 'POST',
      headers: admin(),
      json: { ...(await base()), variants: [{ label: '1 kg', price: 100, sku: other.product.slug }] },
    });
    expect(response.status).toBe(409);
    expect((await response.json()).errors).toEqual({ 'variants.0.sku': 'SKU already exists' });
  });

  it('a product created without sizes gets one, and its price and stock edit that size', async () => {
    const created = await app.request('/api/products', {
      method: 'POST',
      headers: admin(),
      json: { ...(await base()), price: 2500, stock: 7 },
    });
    const product = productSchema.parse(await created.json());
    expect(product.variants).toMatchObject([{ label: 'Standard', price: 2500, stock: 7, sku: product.slug }]);
    const updated = await app.request(`/api/products/${product.id}`, {
      method: 'PUT',
      headers: admin(),
      json: { price: 2700, stock: 3 },
    });
    expect(await updated.json()).toMatchObject({
      price: 2700,
      stock: 3,
      variants: [{ price: 2700, stock: 3 }],
    });
  });
});

describe('orders per size', () => {
  it('takes stock from the size ordered, names it on the line, and puts it back on cancel', async () => {
    const { product, small, large, main } = await crayfish();
    const response = await post(
      order([
        { productId: product.id, variantId: small, name: 'Test Crayfish', price: 1900, quantity: 3 },
        { productId: product.id, variantId: large, name: 'Test Crayfish', price: 15500, quantity: 1 },
        // A line without a size is the default size, as API clients from before sizes send it.
        { productId: product.id, name: 'Test Crayfish', price: 4200, quantity: 2 },
      ]),
    );
    expect(response.status).toBe(201);
    const placed = orderSchema.parse(await response.json());
    expect(placed.totalAmount).toBe(3 * 1900 + 15500 + 2 * 4200);
    expect(placed.items).toEqual(
      expect.arrayContaining([
        {
          productId: product.id,
          variantId: small,
          variantLabel: '100 g',
          name: 'Test Crayfish',
          price: 1900,
          quantity: 3,
        },
        {
          productId: product.id,
          variantId: large,
          variantLabel: '1 kg',
          name: 'Test Crayfish',
          price: 15500,
          quantity: 1,
        },
        {
          productId: product.id,
          variantId: main,
          variantLabel: 'Standard',
          name: 'Test Crayfish',
          price: 4200,
          quantity: 2,
        },
      ]),
    );
    expect([
      await sizeStockOf(app.orm, main),
      await sizeStockOf(app.orm, small),
      await sizeStockOf(app.orm, large),
    ]).toEqual([6, 7, 1]);
    expect(await stockOf(app.orm, product.id)).toBe(14);

    const cancelled = await app.request(`/api/orders/${placed.id}/cancel`, {
      method: 'POST',
      headers: admin(),
      json: { reason: 'Shopper changed their mind' },
    });
    expect(cancelled.status).toBe(200);
    expect([
      await sizeStockOf(app.orm, main),
      await sizeStockOf(app.orm, small),
      await sizeStockOf(app.orm, large),
    ]).toEqual([8, 10, 2]);
    expect(await stockOf(app.orm, product.id)).toBe(20);
  });

  it('a size priced differently from the line, or sold out, is refused by name', async () => {
    const { product, small, large } = await crayfish();
    const wrong = await post(
      order([{ productId: product.id, variantId: small, name: 'Test Crayfish', price: 4200, quantity: 1 }]),
    );
    expect(wrong.status).toBe(409);
    expect((await wrong.json()).errors).toMatchObject({
      'items.0': 'Test Crayfish (100 g) now costs ₦1,900',
    });
    const short = await post(
      order([{ productId: product.id, variantId: large, name: 'Test Crayfish', price: 15500, quantity: 3 }]),
    );
    expect(short.status).toBe(409);
    expect((await short.json()).message).toBe('Only 2 left of Test Crayfish (1 kg)');
    // A size of another product is no size of this one.
    const other = await crayfish();
    const mixed = await post(
      order([
        { productId: product.id, variantId: other.small, name: 'Test Crayfish', price: 1900, quantity: 1 },
      ]),
    );
    expect(mixed.status).toBe(409);
    expect((await mixed.json()).message).toBe('Test Crayfish is no longer available');
  });

  it('50 concurrent buyers for the last 10 units of one size: exactly 10 succeed, other sizes untouched', async () => {
    const { product, small, main, large } = await crayfish();
    await app.orm.em.fork().execute('update product_variant set stock = 10 where id = ?', [large]);
    const body = order([
      { productId: product.id, variantId: large, name: 'Test Crayfish', price: 15500, quantity: 1 },
    ]);
    const responses = await Promise.all(Array.from({ length: 50 }, () => post(body)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await sizeStockOf(app.orm, large)).toBe(0);
    expect([await sizeStockOf(app.orm, main), await sizeStockOf(app.orm, small)]).toEqual([8, 10]);
    expect(await stockOf(app.orm, product.id)).toBe(18);
    const refused = await responses.find((r) => r.status === 409)!.json();
    expect(refused.message).toBe('Test Crayfish (1 kg) is out of stock');
  });

  it('concurrent orders for two sizes of the same products in opposite orders all succeed (no deadlock)', async () => {
    const a = await crayfish();
    const b = await crayfish();
    const lines = [
      { productId: a.product.id, variantId: a.small, name: 'Test Crayfish', price: 1900, quantity: 1 },
      { productId: b.product.id, variantId: b.small, name: 'Test Crayfish', price: 1900, quantity: 1 },
      { productId: a.product.id, variantId: a.main, name: 'Test Crayfish', price: 4200, quantity: 1 },
    ];
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(order(i % 2 ? lines : [...lines].reverse()))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(await sizeStockOf(app.orm, a.small)).toBe(4);
    expect(await stockOf(app.orm, a.product.id)).toBe(20 - 12);
  });

  it('an Idempotency-Key replays the order of that size only', async () => {
    const { product, small } = await crayfish();
    const body = order([
      { productId: product.id, variantId: small, name: 'Test Crayfish', price: 1900, quantity: 2 },
    ]);
    const key = `sizes-${crypto.randomUUID()}`;
    const first = await post(body, { 'Idempotency-Key': key });
    const again = await post(body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect((await again.json()).id).toBe((await first.json()).id);
    expect(await sizeStockOf(app.orm, small)).toBe(8);
    const otherSize = order([{ productId: product.id, name: 'Test Crayfish', price: 4200, quantity: 2 }]);
    expect((await post(otherSize, { 'Idempotency-Key': key })).status).toBe(422);
  });
});

describe('the cart per size', () => {
  function shopper() {
    let cookie: string | undefined;
    const send = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
      const headers = new Headers(init.headers);
      if (cookie) headers.set('Cookie', `${CART_COOKIE}=${cookie}`);
      const response = await app.request(path, { redirect: 'manual', ...init, headers });
      const value = new RegExp(`${CART_COOKIE}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '')?.[1];
      if (value) cookie = value;
      return response;
    };
    const cart = async (): Promise<ServerCart> =>
      serverCartSchema.parse(await (await send('/api/cart')).json());
    return { send, cart };
  }
  const lines = (cart: ServerCart) =>
    cart.items.map((item) => [item.variantLabel, item.price, item.quantity]);

  it('a line is one size: two sizes of one product are two lines; a line without a size is the default size', async () => {
    const { product, small, large } = await crayfish();
    const visitor = shopper();
    await visitor.send('/api/cart/lines', {
      method: 'POST',
      json: { productId: product.id, variantId: small, quantity: 2 },
    });
    await visitor.send('/api/cart/lines', {
      method: 'POST',
      json: { productId: product.id, variantId: large, quantity: 5 },
    });
    await visitor.send('/api/cart/lines', { method: 'POST', json: { productId: product.id, quantity: 1 } });
    expect(lines(await visitor.cart())).toEqual([
      ['100 g', 1900, 2],
      ['1 kg', 15500, 2],
      ['Standard', 4200, 1],
    ]);
    // A line is named by its size's id; a product id names the default size.
    await visitor.send(`/api/cart/lines/${small}`, { method: 'PUT', json: { quantity: 4 } });
    await visitor.send(`/api/cart/lines/${product.id}`, { method: 'DELETE' });
    expect(lines(await visitor.cart())).toEqual([
      ['100 g', 1900, 4],
      ['1 kg', 15500, 2],
    ]);
    // Another product's size is no size of this product.
    const other = await crayfish();
    const wrong = await visitor.send('/api/cart/lines', {
      method: 'POST',
      json: { productId: product.id, variantId: other.small, quantity: 1 },
    });
    expect(wrong.status).toBe(404);
  });

  it('the no-JavaScript form posts the chosen size, and the notice names it', async () => {
    const { product, large } = await crayfish();
    const visitor = shopper();
    const form = (fields: Record<string, string>) =>
      visitor.send('/cart/add', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    expect((await form({ productId: product.id, variantId: large, quantity: '1' })).status).toBe(303);
    const cart = await visitor.cart();
    expect(lines(cart)).toEqual([['1 kg', 15500, 1]]);
    expect(cart.notice?.messages).toEqual([messages.cartLineAdded('Test Crayfish (1 kg)')]);
    expect((await form({ productId: product.id, variantId: '', quantity: '1' })).status).toBe(303);
    expect(lines(await visitor.cart())).toEqual([
      ['1 kg', 15500, 1],
      ['Standard', 4200, 1],
    ]);
    expect((await form({ productId: product.id, variantId: 'not-a-size' })).status).toBe(400);
  });

  it('a sold-out size leaves the cart, said by name', async () => {
    const { product, large } = await crayfish();
    const visitor = shopper();
    await visitor.send('/api/cart/lines', {
      method: 'POST',
      json: { productId: product.id, variantId: large, quantity: 1 },
    });
    await app.orm.em.fork().execute('update product_variant set stock = 0 where id = ?', [large]);
    const cart = await visitor.cart();
    expect(cart.items).toEqual([]);
    expect(cart.notice?.changes).toEqual([messages.cartLineSoldOut('Test Crayfish (1 kg)')]);
  });
});
