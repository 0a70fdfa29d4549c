import { CART_COOKIE, type ServerCart, serverCartSchema } from '@ata/core/cart';
import { messages } from '@ata/core/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireIdleCarts } from '../src/cart/expiry.ts';
import { ProductEntity } from '../src/db/entities/index.ts';
import { makeProduct, setDefaultSize } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A browser: keeps the cart cookie it is given and sends it back. */
function shopper(start?: string) {
  let cookie = start;
  const send = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('Cookie', `${CART_COOKIE}=${cookie}`);
    const response = await app.request(path, { redirect: 'manual', ...init, headers });
    const set = response.headers.get('set-cookie') ?? '';
    const value = new RegExp(`${CART_COOKIE}=([^;]*)`).exec(set)?.[1];
    if (value) cookie = value;
    return response;
  };
  const cart = async (response?: Response): Promise<ServerCart> => {
    const answer = response ?? (await send('/api/cart'));
    expect(answer.status).toBe(200);
    return serverCartSchema.parse(await answer.json());
  };
  return {
    send,
    cart,
    cookie: () => cookie,
    add: (productId: string, quantity = 1) =>
      send('/api/cart/lines', { method: 'POST', json: { productId, quantity } }),
    form: (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      send(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields).toString(),
      }),
  };
}

const lines = (cart: ServerCart) => cart.items.map((item) => [item.productId, item.quantity]);
const rowCount = async (table: 'cart' | 'cart_line') =>
  Number((await app.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from ${table}`))[0]?.n ?? 0);

describe('GET /api/cart', () => {
  it('is empty without a cookie, sets none, and is never cached', async () => {
    const response = await app.request('/api/cart');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toEqual({ items: [] });
  });

  it('treats an unknown or malformed cookie as no cart, and a write then makes a new one', async () => {
    for (const stale of ['AAAAAAAAAAAAAAAAAAAAAA', 'not a cart id', "x'; drop table cart;--"]) {
      const visitor = shopper(stale);
      expect(await visitor.cart()).toEqual({ items: [] });
      const product = await makeProduct(app.orm, { stock: 5 });
      expect((await visitor.add(product.id)).status).toBe(200);
      expect(visitor.cookie()).not.toBe(stale);
      expect(visitor.cookie()).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(lines(await visitor.cart())).toEqual([[product.id, 1]]);
    }
  });
});

describe('writing the cart', () => {
  it('adds, merges a second add into the line, and answers lines built from the product', async () => {
    const suya = await makeProduct(app.orm, { name: 'Suya Spice', price: 2500, stock: 20 });
    const garri = await makeProduct(app.orm, { name: 'Ijebu Garri', price: 1500, stock: 20 });
    const visitor = shopper();
    const first = await visitor.add(suya.id, 2);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).toMatch(/path=\//i);
    expect(cookie).toMatch(/max-age=2592000|expires=/i);
    await visitor.add(garri.id);
    const cart = await visitor.cart(await visitor.add(suya.id, 3));
    expect(cart.items).toEqual([
      {
        productId: suya.id,
        variantId: expect.any(String),
        variantLabel: 'Standard',
        name: 'Suya Spice',
        price: 2500,
        quantity: 5,
        imageUrl: null,
        categoryId: suya.categoryId,
        stock: 20,
      },
      {
        productId: garri.id,
        variantId: expect.any(String),
        variantLabel: 'Standard',
        name: 'Ijebu Garri',
        price: 1500,
        quantity: 1,
        imageUrl: null,
        categoryId: garri.categoryId,
        stock: 20,
      },
    ]);
  });

  it('reads prices from the products, never from the cart', async () => {
    const pepper = await makeProduct(app.orm, { price: 800, stock: 9 });
    const visitor = shopper();
    await visitor.add(pepper.id);
    await setDefaultSize(app.orm, pepper.id, { price: 950 });
    expect((await visitor.cart()).items[0]?.price).toBe(950);
  });

  it('caps at the stock when adding and setting, and reports a stock that dropped below the line', async () => {
    const pepper = await makeProduct(app.orm, { name: 'Ata Rodo', stock: 3 });
    const visitor = shopper();
    expect(lines(await visitor.cart(await visitor.add(pepper.id, 5)))).toEqual([[pepper.id, 3]]);
    expect(lines(await visitor.cart(await visitor.add(pepper.id, 1)))).toEqual([[pepper.id, 3]]);
    const set = await visitor.send(`/api/cart/lines/${pepper.id}`, { method: 'PUT', json: { quantity: 2 } });
    expect(lines(await visitor.cart(set))).toEqual([[pepper.id, 2]]);
    await setDefaultSize(app.orm, pepper.id, { stock: 1 });
    const capped = await visitor.cart();
    expect(lines(capped)).toEqual([[pepper.id, 1]]);
    expect(capped.notice).toEqual({ messages: [], changes: [messages.cartLineCapped('Ata Rodo', 1, 2)] });
    // Said once: the line now holds what there is.
    expect((await visitor.cart()).notice).toBeUndefined();
  });

  it('drops a sold-out product (said once) and a deleted one', async () => {
    const gone = await makeProduct(app.orm, { stock: 4 });
    const soldOut = await makeProduct(app.orm, { name: 'Dried Crayfish', stock: 4 });
    const kept = await makeProduct(app.orm, { stock: 4 });
    const visitor = shopper();
    for (const product of [gone, soldOut, kept]) await visitor.add(product.id);
    const em = app.orm.em.fork();
    await em.nativeDelete(ProductEntity, { id: gone.id });
    await setDefaultSize(app.orm, soldOut.id, { stock: 0 });
    const cart = await visitor.cart();
    expect(lines(cart)).toEqual([[kept.id, 1]]);
    expect(cart.notice?.changes).toEqual([messages.cartLineSoldOut('Dried Crayfish')]);
  });

  it('sets, removes and empties', async () => {
    const a = await makeProduct(app.orm);
    const b = await makeProduct(app.orm);
    const visitor = shopper();
    await visitor.add(a.id);
    await visitor.add(b.id);
    const zero = await visitor.send(`/api/cart/lines/${a.id}`, { method: 'PUT', json: { quantity: 0 } });
    expect(lines(await visitor.cart(zero))).toEqual([[b.id, 1]]);
    await visitor.add(a.id);
    const removed = await visitor.send(`/api/cart/lines/${b.id}`, { method: 'DELETE' });
    expect(lines(await visitor.cart(removed))).toEqual([[a.id, 1]]);
    expect((await visitor.cart(await visitor.send('/api/cart', { method: 'DELETE' }))).items).toEqual([]);
  });

  it('sets several lines in one change, all or none; without a cookie it makes the cart', async () => {
    const a = await makeProduct(app.orm, { stock: 5 });
    const b = await makeProduct(app.orm);
    const c = await makeProduct(app.orm);
    const visitor = shopper();
    const setLines = (json: unknown) => visitor.send('/api/cart/lines', { method: 'PUT', json });
    const made = await setLines({
      lines: [
        { key: a.id, quantity: 9 },
        { key: b.id, quantity: 2 },
      ],
    });
    expect(visitor.cookie()).toBeDefined();
    expect(lines(await visitor.cart(made))).toEqual([
      [a.id, 5],
      [b.id, 2],
    ]);
    const changed = await setLines({
      lines: [
        { key: b.id, quantity: 0 },
        { key: c.id, quantity: 1 },
      ],
    });
    expect(lines(await visitor.cart(changed))).toEqual([
      [a.id, 5],
      [c.id, 1],
    ]);
    const refused = await setLines({
      lines: [
        { key: a.id, quantity: 1 },
        { key: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      ],
    });
    expect(refused.status).toBe(404);
    expect(lines(await visitor.cart())).toEqual([
      [a.id, 5],
      [c.id, 1],
    ]);
    expect((await setLines({ lines: [] })).status).toBe(400);
  });

  it('merges the old browser cart once: sums repeats, skips unknown and sold-out products, caps at stock', async () => {
    const a = await makeProduct(app.orm, { stock: 10 });
    const b = await makeProduct(app.orm, { stock: 2 });
    const none = await makeProduct(app.orm, { stock: 0 });
    const visitor = shopper();
    await visitor.add(a.id, 1);
    const merged = await visitor.send('/api/cart/merge', {
      method: 'POST',
      json: {
        items: [
          { productId: a.id, quantity: 2 },
          { productId: b.id, quantity: 5 },
          { productId: 'p-from-an-old-build', quantity: 1 },
          { productId: crypto.randomUUID(), quantity: 1 },
          { productId: none.id, quantity: 1 },
          { productId: a.id, quantity: 1 },
        ],
      },
    });
    expect(lines(await visitor.cart(merged))).toEqual([
      [a.id, 4],
      [b.id, 2],
    ]);
  });

  it('adds a merge once per merge id: sent again (even at once) it answers the cart unchanged; a new id adds', async () => {
    const a = await makeProduct(app.orm, { stock: 50 });
    const b = await makeProduct(app.orm, { stock: 50 });
    const visitor = shopper();
    await visitor.add(a.id, 1);
    const merge = (mergeId?: string) =>
      visitor.send('/api/cart/merge', {
        method: 'POST',
        json: {
          items: [
            { productId: a.id, quantity: 2 },
            { productId: b.id, quantity: 3 },
          ],
          ...(mergeId && { mergeId }),
        },
      });
    const once = [
      [a.id, 3],
      [b.id, 3],
    ];
    expect(lines(await visitor.cart(await merge('0123456789abcdef')))).toEqual(once);
    // The page was left before the answer came: the next page sends the same merge.
    expect(lines(await visitor.cart(await merge('0123456789abcdef')))).toEqual(once);
    expect(lines(await visitor.cart())).toEqual(once);
    // Two tabs finding the same old cart send it at the same time.
    const cookie = visitor.cookie();
    const both = await Promise.all(
      ['tab-1', 'tab-2'].map(() =>
        shopper(cookie).send('/api/cart/merge', {
          method: 'POST',
          json: { items: [{ productId: b.id, quantity: 1 }], mergeId: 'another_old_cart' },
        }),
      ),
    );
    expect(both.map((response) => response.status)).toEqual([200, 200]);
    expect(lines(await visitor.cart())).toEqual([
      [a.id, 3],
      [b.id, 4],
    ]);
    // A new id is another old cart: added again (and so is a merge without an id, from an older page).
    expect(lines(await visitor.cart(await merge('fedcba9876543210')))).toEqual([
      [a.id, 5],
      [b.id, 7],
    ]);
    expect(lines(await visitor.cart(await merge()))).toEqual([
      [a.id, 7],
      [b.id, 10],
    ]);
  });

  it('keeps every line when two tabs add at once', async () => {
    const products = await Promise.all(Array.from({ length: 6 }, () => makeProduct(app.orm, { stock: 50 })));
    const visitor = shopper();
    await visitor.add(products[0]!.id);
    const cookie = visitor.cookie();
    await Promise.all(
      products.flatMap((product) => [shopper(cookie).add(product.id), shopper(cookie).add(product.id)]),
    );
    const cart = await visitor.cart();
    expect(cart.items).toHaveLength(6);
    expect(cart.items.map((item) => item.quantity)).toEqual([3, 2, 2, 2, 2, 2]);
  });
});

describe('refused writes change nothing', () => {
  it('bad input → 400 with errors per field; unknown product → 404; neither makes a cart', async () => {
    const product = await makeProduct(app.orm);
    const before = [await rowCount('cart'), await rowCount('cart_line')];
    const visitor = shopper();
    for (const json of [
      { productId: product.id, quantity: 0 },
      { productId: product.id, quantity: 1.5 },
      { productId: product.id, quantity: 10_000_000 },
      { productId: 'x'.repeat(500), quantity: 1 },
      { quantity: 1 },
    ]) {
      const response = await visitor.send('/api/cart/lines', { method: 'POST', json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect((await response.json()).message).toBe('Validation failed');
    }
    const merge = await visitor.send('/api/cart/merge', {
      method: 'POST',
      json: { items: Array.from({ length: 101 }, () => ({ productId: product.id, quantity: 1 })) },
    });
    expect(merge.status).toBe(400);
    for (const mergeId of ['short', 'x'.repeat(65), 'not an id!', 42]) {
      const response = await visitor.send('/api/cart/merge', {
        method: 'POST',
        json: { items: [{ productId: product.id, quantity: 1 }], mergeId },
      });
      expect(response.status, String(mergeId)).toBe(400);
    }
    const unknown = await visitor.add(crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('Product not found');
    expect(visitor.cookie()).toBeUndefined();
    expect([await rowCount('cart'), await rowCount('cart_line')]).toEqual(before);
  });

  it('a cross-site write (API or form) is refused with 403', async () => {
    const product = await makeProduct(app.orm);
    const visitor = shopper();
    await visitor.add(product.id);
    const crossSite = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
    const api = await visitor.send('/api/cart/lines', {
      method: 'POST',
      headers: crossSite,
      json: { productId: product.id, quantity: 5 },
    });
    expect(api.status).toBe(403);
    for (const [path, fields] of [
      ['/cart/add', { productId: product.id, quantity: '5' }],
      ['/cart/update', { productId: product.id, quantity: '9' }],
      ['/cart/remove', { productId: product.id }],
    ] as const)
      expect((await visitor.form(path, fields, crossSite)).status, path).toBe(403);
    // Without Origin, Sec-Fetch-Site still tells; and a cookie-less first write is refused as well.
    expect(
      (await visitor.form('/cart/add', { productId: product.id }, { 'Sec-Fetch-Site': 'cross-site' })).status,
    ).toBe(403);
    expect((await shopper().form('/cart/add', { productId: product.id }, crossSite)).status).toBe(403);
    expect(lines(await visitor.cart())).toEqual([[product.id, 1]]);
  });
});

describe('the forms (no JavaScript)', () => {
  it('add → 303 /cart with the notice; update; remove; returnTo only within the site', async () => {
    const suya = await makeProduct(app.orm, { name: 'Suya Spice', stock: 8 });
    const visitor = shopper();
    const added = await visitor.form('/cart/add', { productId: suya.id, quantity: '2' });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/cart');
    expect(added.headers.get('set-cookie')).toMatch(/ata_cart=.*httponly/i);
    let cart = await visitor.cart();
    expect(lines(cart)).toEqual([[suya.id, 2]]);
    expect(cart.notice?.messages).toEqual([messages.cartLineAdded('Suya Spice')]);

    const back = await visitor.form('/cart/add', { productId: suya.id, returnTo: '/product/suya?x=1' });
    expect(back.headers.get('location')).toBe('/product/suya?x=1');
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ])
      expect(
        (await visitor.form('/cart/update', { productId: suya.id, quantity: '3', returnTo })).headers.get(
          'location',
        ),
      ).toBe('/cart');

    cart = await visitor.cart();
    expect(lines(cart)).toEqual([[suya.id, 3]]);
    expect(cart.notice?.messages).toEqual([messages.cartLineUpdated('Suya Spice', 3)]);
    expect((await visitor.form('/cart/update', { productId: suya.id, quantity: '50' })).status).toBe(303);
    expect(lines(await visitor.cart())).toEqual([[suya.id, 8]]);

    const removed = await visitor.form('/cart/remove', { productId: suya.id });
    expect(removed.status).toBe(303);
    cart = await visitor.cart();
    expect(cart.items).toEqual([]);
    expect(cart.notice?.messages).toEqual([messages.cartLineRemoved('Suya Spice')]);
  });

  it('refuses bad fields with 400 and an unknown product with 404, changing nothing', async () => {
    const product = await makeProduct(app.orm);
    const visitor = shopper();
    await visitor.form('/cart/add', { productId: product.id });
    for (const fields of [
      { productId: product.id, quantity: 'abc' } as Record<string, string>,
      { productId: product.id, quantity: '-1' },
      { productId: 'nope' },
      {},
    ])
      expect((await visitor.form('/cart/add', fields)).status, JSON.stringify(fields)).toBe(400);
    expect((await visitor.form('/cart/add', { productId: crypto.randomUUID() })).status).toBe(404);
    expect(lines(await visitor.cart())).toEqual([[product.id, 1]]);
  });
});

describe('the state the cart delivers to', () => {
  it('kept on the cart (JSON and the no-JavaScript form), forgotten when emptied, never a made-up state', async () => {
    const product = await makeProduct(app.orm, { stock: 5 });
    const visitor = shopper();
    await visitor.add(product.id);
    const put = (state: string) => visitor.send('/api/cart/destination', { method: 'PUT', json: { state } });
    expect((await visitor.cart(await put('KN'))).state).toBe('KN');
    expect((await visitor.cart()).state).toBe('KN');
    expect((await put('XX')).status).toBe(400);
    expect((await put('lagos')).status).toBe(400);
    expect((await visitor.cart()).state).toBe('KN');

    const posted = await visitor.form('/cart/destination', { state: 'LA', returnTo: '/cart' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/cart');
    expect((await visitor.cart()).state).toBe('LA');
    expect((await visitor.form('/cart/destination', { state: 'Lagos' })).status).toBe(400);
    expect((await visitor.cart()).state).toBe('LA');

    expect((await visitor.cart(await put(''))).state).toBeUndefined();
  });
});

describe('expiry', () => {
  it('deletes carts idle for 30 days, with their lines, and keeps the others', async () => {
    const product = await makeProduct(app.orm);
    const idle = shopper();
    const active = shopper();
    await idle.add(product.id);
    await active.add(product.id);
    const em = app.orm.em.fork();
    await em.execute(`update cart set updated_at = now() - interval '31 days' where id = ?`, [idle.cookie()]);
    await em.execute(`update cart set updated_at = now() - interval '29 days' where id = ?`, [
      active.cookie(),
    ]);
    const deleted = await expireIdleCarts(app.orm, { info: () => {} });
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect((await idle.cart()).items).toEqual([]);
    expect(lines(await active.cart())).toEqual([[product.id, 1]]);
    const [left] = await em.execute<{ n: string }[]>(
      'select count(*) as n from cart_line where cart_id = ?',
      [idle.cookie()],
    );
    expect(Number(left?.n)).toBe(0);
  });
});
