import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSnapshot, makeProduct } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
const ids: Record<string, string> = {};
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  // As `npm start` configures the app, but for the per-address order limit: every case comes from 127.0.0.1
  // (the limit has tests of its own).
  app = await startTestApp({ orderRateLimit: 1000 }, { asStarted: true });
  const product = await makeProduct(app.orm, { price: 1000, stock: 3 });
  ids.product = product.id;
  ids.category = product.categoryId!;
  const products = (await (await app.request('/api/products')).json()) as { slug: string }[];
  ids.takenSlug = products.find((p) => p.slug !== product.slug)!.slug;
  const posts = (await (await app.request('/api/blog')).json()) as { id: string; slug: string }[];
  ids.post = posts[0]!.id;
  ids.takenPostSlug = posts[1]?.slug ?? posts[0]!.slug;
  const order = await app.request('/api/orders', { method: 'POST', json: order1() });
  ids.order = (await order.json()).id;
});
afterAll(() => app.close());

const product = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ground Ogbono 500g',
  slug: 'ground-ogbono-bad-input',
  description: 'Wild mango seeds, dried and ground.',
  price: 3200,
  stock: 5,
  categoryId: ids.category,
  isFeatured: false,
  ...overrides,
});
const post = (overrides: Record<string, unknown> = {}) => ({
  title: 'A fine title',
  excerpt: 'An excerpt that is long enough.',
  content: 'Content that is long enough to be a real post.',
  categoryId: 'recipes',
  published: true,
  ...overrides,
});
function order1(overrides: Record<string, unknown> = {}) {
  return {
    customerName: 'Ngozi Okafor',
    customerEmail: 'ngozi@example.ng',
    customerPhone: '08031234567',
    shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
    items: [{ productId: ids.product, name: 'Fixture', price: 1000, quantity: 1, imageUrl: null }],
    totalAmount: '1000',
    ...overrides,
  };
}

interface Case {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  raw?: string;
  headers?: Record<string, string>;
  status: number;
  errors?: Record<string, string>;
}

const cases: Case[] = [
  // products
  { name: 'product: empty body', method: 'POST', path: () => '/api/products', body: () => ({}), status: 400 },
  { name: 'product: array body', method: 'POST', path: () => '/api/products', body: () => [], status: 400 },
  {
    name: 'product: malformed JSON',
    method: 'POST',
    path: () => '/api/products',
    raw: '{"name":',
    status: 400,
  },
  {
    name: 'product: short name',
    method: 'POST',
    path: () => '/api/products',
    body: () => product({ name: 'x' }),
    status: 400,
    errors: { name: 'Product name is required' },
  },
  {
    name: 'product: negative price',
    method: 'POST',
    path: () => '/api/products',
    body: () => product({ price: -5 }),
    status: 400,
    errors: { price: 'Price must be a positive number' },
  },
  {
    name: 'product: text price',
    method: 'POST',
    path: () => '/api/products',
    body: () => product({ price: 'cheap' }),
    status: 400,
    errors: { price: 'Price must be a positive number' },
  },
  {
    name: 'product: fractional stock',
    method: 'POST',
    path: () => '/api/products',
    body: () => product({ stock: 1.5 }),
    status: 400,
    errors: { stock: 'Stock must be 0 or greater' },
  },
  {
    name: 'product: negative stock',
    method: 'POST',
    path: () => '/api/products',
    body: () => product({ stock: -1 }),
    status: 400,
    errors: { stock: 'Stock must be 0 or greater' },
  },
  {
    name: 'product: short description',
    method: 'POST',
    path: () => '/api/products',
    body: () => product({ description: 'short' }),
    status: 400,
    errors: { description: 'Description is required' },
  },
  {
    name: 'product: missing category',
    method: 'POST',
    path: () => '/api/products',
    body: () => product({ categoryId: undefined }),
    status: 400,
    errors: { categoryId: 'Category is required' },
  },
  {
    name: 'product: unknown category',
    method: 'POST',
    path: () => '/api/products',
    body: () => product({ categoryId: UNKNOWN }),
    status: 400,
    errors: { categoryId: 'Category not found' },
  },
  {
    name: 'product: duplicate slug',
    method: 'POST',
    path: () => '/api/products',
    body: () => product({ slug: ids.takenSlug }),
    status: 409,
    errors: { slug: 'Slug already exists' },
  },
  {
    name: 'product: body over 100 KB',
    method: 'POST',
    path: () => '/api/products',
    body: () => product({ description: 'x'.repeat(120_000) }),
    status: 413,
  },
  {
    name: 'product: update unknown id',
    method: 'PUT',
    path: () => `/api/products/${UNKNOWN}`,
    body: () => product(),
    status: 404,
  },
  {
    name: 'product: update malformed id',
    method: 'PUT',
    path: () => '/api/products/not-a-uuid',
    body: () => product(),
    status: 404,
  },
  {
    name: 'product: update with bad body',
    method: 'PUT',
    path: () => `/api/products/${ids.product}`,
    body: () => product({ price: 0 }),
    status: 400,
  },
  {
    name: 'product: update to a taken slug',
    method: 'PUT',
    path: () => `/api/products/${ids.product}`,
    body: () => product({ slug: ids.takenSlug }),
    status: 409,
  },
  {
    name: 'product: delete unknown id',
    method: 'DELETE',
    path: () => `/api/products/${UNKNOWN}`,
    status: 404,
  },
  {
    name: 'product: delete malformed id',
    method: 'DELETE',
    path: () => '/api/products/%27;drop%20table',
    status: 404,
  },
  // categories
  {
    name: 'category: empty body',
    method: 'POST',
    path: () => '/api/categories',
    body: () => ({}),
    status: 400,
  },
  {
    name: 'category: blank fields',
    method: 'POST',
    path: () => '/api/categories',
    body: () => ({ name: ' ', slug: '' }),
    status: 400,
    errors: { name: 'Category name is required', slug: 'Slug is required' },
  },
  {
    name: 'category: short name',
    method: 'POST',
    path: () => '/api/categories',
    body: () => ({ name: 'x', slug: 'ok-slug' }),
    status: 400,
  },
  {
    name: 'category: duplicate slug',
    method: 'POST',
    path: () => '/api/categories',
    body: () => ({ name: 'Spices 2', slug: 'spices' }),
    status: 409,
  },
  {
    name: 'category: update unknown',
    method: 'PUT',
    path: () => `/api/categories/${UNKNOWN}`,
    body: () => ({ name: 'Name', slug: 'name' }),
    status: 404,
  },
  {
    name: 'category: rename to a taken slug',
    method: 'PUT',
    path: () => `/api/categories/${ids.category}`,
    body: () => ({ name: 'Name', slug: 'spices' }),
    status: 409,
  },
  {
    name: 'category: delete unknown',
    method: 'DELETE',
    path: () => `/api/categories/${UNKNOWN}`,
    status: 404,
  },
  // orders
  { name: 'order: empty body', method: 'POST', path: () => '/api/orders', body: () => ({}), status: 400 },
  {
    name: 'order: malformed JSON',
    method: 'POST',
    path: () => '/api/orders',
    raw: '{"items": [',
    status: 400,
  },
  {
    name: 'order: short name',
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1({ customerName: 'Al' }),
    status: 400,
    errors: { customerName: 'Full name is required' },
  },
  {
    name: 'order: bad e-mail',
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1({ customerEmail: 'ngozi at example' }),
    status: 400,
    errors: { customerEmail: 'Valid email is required' },
  },
  {
    name: 'order: short phone',
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1({ customerPhone: '0803' }),
    status: 400,
    errors: { customerPhone: 'Valid phone number is required' },
  },
  {
    name: 'order: short address',
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1({ shippingAddress: 'Lagos' }),
    status: 400,
    errors: { shippingAddress: 'Complete address is required' },
  },
  {
    name: 'order: empty cart',
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1({ items: [] }),
    status: 400,
    errors: { items: 'Your cart is empty' },
  },
  {
    name: 'order: zero quantity',
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1({ items: [{ productId: ids.product, name: 'F', price: 1000, quantity: 0 }] }),
    status: 400,
  },
  {
    name: 'order: fractional quantity',
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1({ items: [{ productId: ids.product, name: 'F', price: 1000, quantity: 0.5 }] }),
    status: 400,
  },
  {
    name: 'order: text total',
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1({ totalAmount: 'a lot' }),
    status: 400,
  },
  {
    name: 'order: unknown payment method',
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1({ paymentMethod: 'cash' }),
    status: 400,
  },
  {
    name: 'order: more than the stock',
    method: 'POST',
    path: () => '/api/orders',
    body: () =>
      order1({
        items: [{ productId: ids.product, name: 'F', price: 1000, quantity: 4 }],
        totalAmount: '4000',
      }),
    status: 409,
  },
  {
    name: 'order: product id not a uuid',
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1({ items: [{ productId: 'abc', name: 'F', price: 1000, quantity: 1 }] }),
    status: 409,
  },
  {
    name: 'order: bad Idempotency-Key',
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1(),
    headers: { 'Idempotency-Key': 'x'.repeat(300) },
    status: 400,
  },
  {
    name: 'order: body over 100 KB',
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1({ shippingAddress: 'x'.repeat(120_000) }),
    status: 413,
  },
  {
    name: 'order status: unknown status',
    method: 'PATCH',
    path: () => `/api/orders/${ids.order}/status`,
    body: () => ({ status: 'lost' }),
    status: 400,
  },
  {
    name: 'order status: unknown order',
    method: 'PATCH',
    path: () => `/api/orders/${UNKNOWN}/status`,
    body: () => ({ status: 'paid' }),
    status: 404,
  },
  {
    name: 'order update: malformed id',
    method: 'PUT',
    path: () => '/api/orders/123',
    body: () => ({ status: 'paid' }),
    status: 404,
  },
  // settings
  {
    name: 'setting: bad e-mail',
    method: 'PUT',
    path: () => '/api/settings/contact_email',
    body: () => ({ value: 'nope' }),
    status: 400,
    errors: { value: 'Invalid email address' },
  },
  {
    name: 'setting: bad URL',
    method: 'PUT',
    path: () => '/api/settings/social_twitter',
    body: () => ({ value: 'twitter' }),
    status: 400,
    errors: { value: 'Invalid URL' },
  },
  {
    name: 'setting: not a string',
    method: 'PUT',
    path: () => '/api/settings/site_name',
    body: () => ({ value: 5 }),
    status: 400,
  },
  {
    name: 'setting: unknown key',
    method: 'PUT',
    path: () => '/api/settings/admin_password',
    body: () => ({ value: 'x' }),
    status: 404,
  },
  // blog
  { name: 'blog: empty body', method: 'POST', path: () => '/api/blog', body: () => ({}), status: 400 },
  {
    name: 'blog: short title',
    method: 'POST',
    path: () => '/api/blog',
    body: () => post({ title: 'ab' }),
    status: 400,
    errors: { title: 'Title must be at least 3 characters' },
  },
  {
    name: 'blog: short excerpt',
    method: 'POST',
    path: () => '/api/blog',
    body: () => post({ excerpt: 'short' }),
    status: 400,
    errors: { excerpt: 'Excerpt must be at least 10 characters' },
  },
  {
    name: 'blog: short content',
    method: 'POST',
    path: () => '/api/blog',
    body: () => post({ content: 'too short' }),
    status: 400,
    errors: { content: 'Content must be at least 30 characters' },
  },
  {
    name: 'blog: duplicate slug',
    method: 'POST',
    path: () => '/api/blog',
    body: () => post({ slug: ids.takenPostSlug }),
    status: 409,
  },
  {
    name: 'blog: update unknown',
    method: 'PUT',
    path: () => `/api/blog/${UNKNOWN}`,
    body: () => post(),
    status: 404,
  },
  { name: 'blog: delete unknown', method: 'DELETE', path: () => `/api/blog/${UNKNOWN}`, status: 404 },
  {
    name: 'blog: delete by slug is not a thing',
    method: 'DELETE',
    path: () => '/api/blog/some-slug',
    status: 404,
  },
  // auth
  { name: 'login: empty body', method: 'POST', path: () => '/api/auth/login', body: () => ({}), status: 400 },
  {
    name: 'login: malformed JSON',
    method: 'POST',
    path: () => '/api/auth/login',
    raw: 'username=admin',
    status: 400,
  },
  // bounds: text past its column, control characters, numbers past their column
  {
    name: 'order: NUL in the name',
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1({ customerName: 'Ngozi\u0000Okafor' }),
    status: 400,
    errors: { customerName: 'Must not contain control characters' },
  },
  {
    name: 'order: address with line breaks is fine, with a bell is not',
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1({ shippingAddress: '12 Allen Avenue\nIkeja\u0007' }),
    status: 400,
    errors: { shippingAddress: 'Must not contain control characters' },
  },
  {
    name: 'order: name longer than its column',
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1({ customerName: 'N'.repeat(201) }),
    status: 400,
    errors: { customerName: 'Must be at most 200 characters' },
  },
  {
    name: 'order: phone longer than its column',
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1({ customerPhone: '0'.repeat(51) }),
    status: 400,
    errors: { customerPhone: 'Must be at most 50 characters' },
  },
  {
    name: 'order: huge quantity',
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1({ items: [{ productId: ids.product, name: 'F', price: 1000, quantity: 2 ** 40 }] }),
    status: 400,
  },
  {
    name: 'order: huge total',
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1({ totalAmount: '9'.repeat(30) }),
    status: 400,
  },
  {
    name: 'product: name longer than its column',
    method: 'POST',
    path: () => '/api/products',
    body: () => product({ name: 'x'.repeat(201) }),
    status: 400,
    errors: { name: 'Must be at most 200 characters' },
  },
  {
    name: 'product: NUL in the description',
    method: 'POST',
    path: () => '/api/products',
    body: () => product({ description: 'Wild mango seeds\u0000, ground.' }),
    status: 400,
    errors: { description: 'Must not contain control characters' },
  },
  {
    name: 'product: price past numeric(12,2)',
    method: 'POST',
    path: () => '/api/products',
    body: () => product({ price: 1e12 }),
    status: 400,
    errors: { price: 'Price must be at most 9999999999.99' },
  },
  {
    name: 'product: stock past integer',
    method: 'POST',
    path: () => '/api/products',
    body: () => product({ stock: 2 ** 31 }),
    status: 400,
    errors: { stock: 'Stock must be at most 2147483647' },
  },
  {
    name: 'category: slug longer than its column',
    method: 'POST',
    path: () => '/api/categories',
    body: () => ({ name: 'Soup thickeners', slug: 's'.repeat(201) }),
    status: 400,
    errors: { slug: 'Must be at most 200 characters' },
  },
  {
    name: 'blog: title longer than its column',
    method: 'POST',
    path: () => '/api/blog',
    body: () => post({ title: 't'.repeat(301) }),
    status: 400,
    errors: { title: 'Must be at most 300 characters' },
  },
  {
    name: 'blog: NUL in the slug',
    method: 'POST',
    path: () => '/api/blog',
    body: () => post({ slug: 'a\u0000b' }),
    status: 400,
    errors: { slug: 'Must not contain control characters' },
  },
  {
    name: 'setting: NUL in a value',
    method: 'PUT',
    path: () => '/api/settings/site_name',
    body: () => ({ value: 'Ata\u0000Market' }),
    status: 400,
    errors: { value: 'Must not contain control characters' },
  },
  {
    name: 'login: NUL in the username',
    method: 'POST',
    path: () => '/api/auth/login',
    body: () => ({ username: 'ad\u0000min', password: 'whatever' }),
    status: 400,
  },
  // values a lax schema would coerce, text that hides what it says
  ...[true, null, [], '3'].map(
    (stock): Case => ({
      name: `product: update with stock ${JSON.stringify(stock)}`,
      method: 'PUT',
      path: () => `/api/products/${ids.product}`,
      body: () => ({ stock }),
      status: 400,
      errors: { stock: 'Stock must be 0 or greater' },
    }),
  ),
  {
    name: 'product: a right-to-left override in the name',
    method: 'PUT',
    path: () => `/api/products/${ids.product}`,
    body: () => ({ name: 'Ogbono \u202egpj.exe' }),
    status: 400,
    errors: { name: 'Must not contain text-direction control characters' },
  },
  {
    name: 'product: half a surrogate pair in the slug',
    method: 'POST',
    path: () => '/api/products',
    body: () => product({ slug: 'ogbono-\ud800' }),
    status: 400,
    errors: { slug: 'Must not contain broken characters' },
  },
  {
    name: 'category: an isolate control in the slug',
    method: 'POST',
    path: () => '/api/categories',
    body: () => ({ name: 'Soup thickeners', slug: 'soup\u2066-thickeners' }),
    status: 400,
    errors: { slug: 'Must not contain text-direction control characters' },
  },
  {
    name: 'blog: an override in the title',
    method: 'POST',
    path: () => '/api/blog',
    body: () => post({ title: 'Jollof \u202d rice' }),
    status: 400,
    errors: { title: 'Must not contain text-direction control characters' },
  },
  {
    name: "order: half a surrogate pair in the customer's name",
    method: 'POST',
    path: () => '/api/orders',
    body: () => order1({ customerName: 'Ngozi \udc00Okafor' }),
    status: 400,
    errors: { customerName: 'Must not contain broken characters' },
  },
  { name: 'path: NUL in a slug', method: 'GET', path: () => '/api/products/ab%00cd', status: 404 },
  { name: 'path: NUL in a blog slug', method: 'GET', path: () => '/api/blog/ab%00cd', status: 404 },
  { name: 'catalog: NUL in the search', method: 'GET', path: () => '/api/catalog?q=su%00ya', status: 400 },
  // lists
  {
    name: 'list: wrongly typed filter value',
    method: 'GET',
    path: () => '/api/blog/all?filter={"published":"yes"}',
    status: 400,
  },
  {
    name: 'list: a number for a text column',
    method: 'GET',
    path: () => '/api/blog/all?filter={"slug":1e28}',
    status: 400,
  },
  {
    name: 'list: NUL in a filter value',
    method: 'GET',
    path: () => '/api/orders?filter={"status":"a\\u0000b"}',
    status: 400,
  },
  {
    name: 'list: NUL in the search filter',
    method: 'GET',
    path: () => '/api/products?filter={"q":"a\\u0000b"}',
    status: 400,
  },
  { name: 'list: huge range', method: 'GET', path: () => '/api/products?range=[1e300,1e301]', status: 400 },
  { name: 'list: malformed sort', method: 'GET', path: () => '/api/products?sort=name', status: 400 },
  {
    name: 'list: unknown sort field',
    method: 'GET',
    path: () => '/api/products?sort=["password","ASC"]',
    status: 400,
  },
  { name: 'list: bad range', method: 'GET', path: () => '/api/products?range=[5,1]', status: 400 },
  {
    name: 'list: unknown filter field',
    method: 'GET',
    path: () => '/api/products?filter={"password":"x"}',
    status: 400,
  },
];

describe('bad input never changes the database and never answers 500 or HTML', () => {
  it.each(cases)('$name → $status', async (c) => {
    const before = await databaseSnapshot(app.orm);
    const headers: Record<string, string> = { Authorization: app.basic.admin, ...c.headers };
    const response =
      c.raw !== undefined
        ? await app.request(c.path(), {
            method: c.method,
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: c.raw,
          })
        : await app.request(c.path(), { method: c.method, headers, json: c.body?.() });
    expect(response.status).toBe(c.status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(text).not.toMatch(/<html|\bat \S+\.ts:\d+/i);
    const body = JSON.parse(text);
    expect(typeof body.message).toBe('string');
    if (c.errors) expect(body.errors).toMatchObject(c.errors);
    expect(await databaseSnapshot(app.orm)).toBe(before);
  });
});
