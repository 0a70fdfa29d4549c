import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutes } from '../src/app.ts';
import { AuthService } from '../src/auth/service.ts';
import { loadConfig } from '../src/config.ts';
import {
  BlogPostEntity,
  CategoryEntity,
  DeliveryZoneEntity,
  DiscountEntity,
  PartnerEntity,
  PickupPointEntity,
  RecipeEntity,
} from '../src/db/entities/index.ts';
import { ResponseCache } from '../src/http/response-cache.ts';
import { ADMIN } from './support/credentials.ts';
import { makeProduct } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  const em = app.orm.em.fork();
  const product = await makeProduct(app.orm, { price: 1000, stock: 1000 });
  ids.product = product.id;
  ids.productCategory = product.categoryId!;
  for (const role of ['anonymous', 'shopper', 'admin']) {
    ids[`deleteProduct-${role}`] = (await makeProduct(app.orm)).id;
    ids[`deleteCategory-${role}`] = em.create(CategoryEntity, {
      name: `Delete ${role}`,
      slug: `delete-${role}`,
    }).id;
    const post = em.create(BlogPostEntity, {
      slug: `delete-${role}`,
      title: 'To be deleted',
      excerpt: 'An excerpt long enough.',
      content: 'Content that is long enough to be a post.',
      published: true,
    });
    ids[`deletePost-${role}`] = post.id;
    ids[`deleteZone-${role}`] = em.create(DeliveryZoneEntity, {
      name: `Delete ${role}`,
      states: ['KN'],
      cities: [`delete-${role}`],
      flatFeeKobo: 100_000,
      estimateMinDays: 1,
      estimateMaxDays: 2,
      express: [],
    }).id;
    ids[`deleteDiscount-${role}`] = em.create(DiscountEntity, {
      code: `DELETE-${role.toUpperCase()}`,
      label: 'To be deleted',
      kind: 'free-delivery',
      productIds: [],
      categoryIds: [],
      zoneIds: [],
    }).id;
    ids[`deletePartner-${role}`] = em.create(PartnerEntity, {
      name: `Delete ${role}`,
      code: `delete-${role}`,
    }).id;
    ids[`deleteRecipe-${role}`] = em.create(RecipeEntity, recipeBody(role)).id;
    ids[`deletePickup-${role}`] = em.create(PickupPointEntity, {
      name: `Delete ${role}`,
      address: '1 Deletion Street, Kano',
      state: 'KN',
      hours: 'Mon–Fri 9–5',
    }).id;
  }
  const draft = em.create(BlogPostEntity, {
    slug: 'secret-draft',
    title: 'Secret draft',
    excerpt: 'Not yet published.',
    content: 'Content that is long enough to be a post.',
    published: false,
  });
  ids.draft = draft.id;
  await em.flush();
  const order = await app.request('/api/orders', { method: 'POST', json: orderBody() });
  const placed = (await order.json()) as { id: string; trackingToken: string };
  ids.order = placed.id;
  ids.trackingToken = placed.trackingToken;
});
afterAll(() => app.close());

function orderBody() {
  return {
    customerName: 'Tunde Bakare',
    customerEmail: 'tunde@example.ng',
    customerPhone: '08021234567',
    shippingAddress: '5 Broad Street, Lagos Island',
    items: [{ productId: ids.product, name: 'Fixture', price: 1000, quantity: 1, imageUrl: null }],
    totalAmount: '1000',
  };
}

type Role = 'anonymous' | 'shopper' | 'admin';
interface Row {
  method: string;
  path: string;
  /** The route it exercises, as written in the router. */
  route: string;
  body?: (role: Role) => unknown;
  expect: [anonymous: number, shopper: number, admin: number];
  /** The 401 message when it is not the session's (the webhook's signature check). */
  message?: string;
}

const productBody = (role: Role) => ({
  name: `Permission product ${role}`,
  slug: `permission-product-${role}-${Math.random().toString(36).slice(2)}`,
  description: 'A product description that is long enough.',
  price: 1000,
  stock: 1,
  categoryId: ids.productCategory,
  isFeatured: false,
});
const categoryBody = (role: Role) => ({
  name: `Perm ${role}`,
  slug: `perm-${role}-${Math.random().toString(36).slice(2)}`,
});
const postBody = (role: Role) => ({
  title: `Permission post ${role}`,
  slug: `permission-post-${role}-${Math.random().toString(36).slice(2)}`,
  excerpt: 'An excerpt long enough.',
  content: 'Content that is long enough to be a post.',
  categoryId: 'recipes',
  published: true,
});

const zoneBody = (role: Role) => ({
  name: `Perm ${role}`,
  states: ['KN'],
  cities: [`perm-${role}-${Math.random().toString(36).slice(2)}`],
  flatFee: 2500,
  estimateMinDays: 2,
  estimateMaxDays: 5,
});
const pickupBody = (role: Role) => ({
  name: `Perm ${role}`,
  address: '12 Permission Road, Kano',
  state: 'KN',
  hours: 'Mon–Sat 9–6',
});

const discountBody = (role: Role) => ({
  code: `PERM-${role}-${Math.random().toString(36).slice(2, 8)}`,
  label: 'Permission discount',
  kind: 'percent',
  percent: 5,
});

const partnerBody = (role: Role) => ({
  name: `Perm ${role}`,
  code: `perm-${role}-${Math.random().toString(36).slice(2, 8)}`,
});

const recipeBody = (role: Role | string) => ({
  slug: `perm-${role}-${Math.random().toString(36).slice(2, 8)}`,
  title: `Perm ${role} stew`,
  servings: 4,
  ingredients: [{ productSlug: 'perm-pepper', size: '', quantityPerServing: 0.5, note: '' }],
});

const OPEN: Row['expect'] = [200, 200, 200];
const NO_ID = '00000000-0000-4000-8000-000000000000';
const ADMIN_ONLY: Row['expect'] = [401, 403, 200];

/**
 * A resource's create, update and delete, admin-only: the update and the delete act on the row made for each
 * role (`{deleteX}` in the path becomes the `deleteX-<role>` id), the update first.
 */
const adminWrites = (path: string, param: string, body: Row['body'], key: string): Row[] => [
  { method: 'POST', path, route: path, body, expect: [401, 403, 201] },
  { method: 'PUT', path: `${path}/{${key}}`, route: `${path}/${param}`, body, expect: ADMIN_ONLY },
  { method: 'DELETE', path: `${path}/{${key}}`, route: `${path}/${param}`, expect: ADMIN_ONLY },
];

/** A resource read and written by id: its list, one row (the one made for each role), then its writes. */
const adminResource = (
  path: string,
  body: Row['body'],
  key: string,
  reads: Record<'list' | 'one', Row['expect']>,
): Row[] => [
  { method: 'GET', path, route: path, expect: reads.list },
  { method: 'GET', path: `${path}/{${key}}`, route: `${path}/:id`, expect: reads.one },
  ...adminWrites(path, ':id', body, key),
];

const rows = (): Row[] => [
  { method: 'GET', path: '/healthz', route: '/healthz', expect: OPEN },
  { method: 'GET', path: '/readyz', route: '/readyz', expect: OPEN },
  { method: 'GET', path: '/api/openapi.json', route: '/api/openapi.json', expect: OPEN },
  { method: 'POST', path: '/api/auth/login', route: '/api/auth/login', body: () => ADMIN, expect: OPEN },
  { method: 'POST', path: '/api/auth/logout', route: '/api/auth/logout', expect: OPEN },
  { method: 'GET', path: '/api/auth/check', route: '/api/auth/check', expect: [401, 200, 200] },
  { method: 'GET', path: '/api/categories', route: '/api/categories', expect: OPEN },
  { method: 'GET', path: '/api/categories/spices', route: '/api/categories/:id', expect: OPEN },
  {
    method: 'POST',
    path: '/api/categories',
    route: '/api/categories',
    body: categoryBody,
    expect: [401, 403, 201],
  },
  {
    method: 'PUT',
    path: `/api/categories/${ids.productCategory}`,
    route: '/api/categories/:id',
    body: categoryBody,
    expect: ADMIN_ONLY,
  },
  {
    method: 'DELETE',
    path: '/api/categories/{deleteCategory}',
    route: '/api/categories/:id',
    expect: ADMIN_ONLY,
  },
  { method: 'GET', path: '/api/products', route: '/api/products', expect: OPEN },
  { method: 'GET', path: '/api/catalog?q=suya', route: '/api/catalog', expect: OPEN },
  { method: 'GET', path: `/api/products/${ids.product}`, route: '/api/products/:id', expect: OPEN },
  {
    method: 'POST',
    path: '/api/products',
    route: '/api/products',
    body: productBody,
    expect: [401, 403, 201],
  },
  {
    method: 'PUT',
    path: `/api/products/${ids.product}`,
    route: '/api/products/:id',
    body: (r) => ({ ...productBody(r), stock: 1000 }),
    expect: ADMIN_ONLY,
  },
  { method: 'DELETE', path: '/api/products/{deleteProduct}', route: '/api/products/:id', expect: ADMIN_ONLY },
  { method: 'GET', path: '/api/orders', route: '/api/orders', expect: ADMIN_ONLY },
  {
    method: 'GET',
    path: '/api/orders/new-count?since=2026-01-01T00:00:00Z',
    route: '/api/orders/new-count',
    expect: ADMIN_ONLY,
  },
  { method: 'GET', path: '/api/messages', route: '/api/messages', expect: ADMIN_ONLY },
  {
    method: 'POST',
    path: `/api/messages/${NO_ID}/resend`,
    route: '/api/messages/:id/resend',
    expect: [401, 403, 404],
  },
  { method: 'GET', path: '/api/outbox', route: '/api/outbox', expect: ADMIN_ONLY },
  { method: 'GET', path: `/api/outbox/${NO_ID}`, route: '/api/outbox/:id', expect: [401, 403, 404] },
  {
    // Meta's handshake needs the verify token, whoever asks.
    method: 'GET',
    path: '/api/messages/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    route: '/api/messages/whatsapp/webhook',
    expect: [403, 403, 403],
    message: 'Wrong verify token',
  },
  {
    // WhatsApp's callbacks authenticate with their signature: unsigned is refused for every role.
    method: 'POST',
    path: '/api/messages/whatsapp/webhook',
    route: '/api/messages/whatsapp/webhook',
    body: () => ({ entry: [] }),
    expect: [401, 401, 401],
    message: 'Invalid signature',
  },
  { method: 'POST', path: '/api/orders', route: '/api/orders', body: orderBody, expect: [201, 201, 201] },
  { method: 'GET', path: `/api/orders/${ids.order}`, route: '/api/orders/:id', expect: ADMIN_ONLY },
  {
    method: 'PATCH',
    path: `/api/orders/${ids.order}/status`,
    route: '/api/orders/:id/status',
    // Not 'paid': on this pay-on-delivery order that records its payment, and the switch below is then refused.
    body: () => ({ status: 'shipped' }),
    expect: ADMIN_ONLY,
  },
  // The tracking link and the lookup are the shopper's: anyone with the token, or the reference and phone.
  { method: 'GET', path: `/api/track/${ids.trackingToken}`, route: '/api/track/:token', expect: OPEN },
  {
    method: 'POST',
    path: '/api/track/lookup',
    route: '/api/track/lookup',
    body: () => ({ reference: ids.order!.slice(0, 8), phone: '0802 123 4567' }),
    expect: OPEN,
  },
  { method: 'GET', path: '/api/payments/config', route: '/api/payments/config', expect: OPEN },
  {
    // Anyone holding the order id may pay it; this order is paid on delivery, so no one can here.
    method: 'POST',
    path: '/api/payments/paystack/transactions',
    route: '/api/payments/paystack/transactions',
    body: () => ({ orderId: ids.order }),
    expect: [409, 409, 409],
  },
  {
    method: 'GET',
    path: `/api/payments/paystack/transactions/ata-${ids.order}-1`,
    route: '/api/payments/paystack/transactions/:reference',
    expect: [404, 404, 404],
  },
  {
    method: 'POST',
    path: `/api/payments/orders/${ids.order}/pay-on-delivery`,
    route: '/api/payments/orders/:id/pay-on-delivery',
    expect: OPEN,
  },
  {
    // Paystack authenticates with its signature, whoever calls: unsigned is refused for every role.
    method: 'POST',
    path: '/api/payments/paystack/webhook',
    route: '/api/payments/paystack/webhook',
    body: () => ({ event: 'charge.success', data: {} }),
    expect: [401, 401, 401],
    message: 'Invalid signature',
  },
  {
    // Admin only; the admin is then told this order (paid on delivery) has nothing to refund.
    method: 'POST',
    path: `/api/payments/orders/${ids.order}/refund`,
    route: '/api/payments/orders/:id/refund',
    expect: [401, 403, 409],
  },
  {
    method: 'GET',
    path: `/api/payments/events?orderId=${ids.order}`,
    route: '/api/payments/events',
    expect: ADMIN_ONLY,
  },
  {
    method: 'PUT',
    path: `/api/orders/${ids.order}`,
    route: '/api/orders/:id',
    body: () => ({ status: 'shipped' }),
    expect: ADMIN_ONLY,
  },
  {
    // Admin only; the admin is then told this order, shipped by the row above, cannot be cancelled.
    method: 'POST',
    path: `/api/orders/${ids.order}/cancel`,
    route: '/api/orders/:id/cancel',
    body: () => ({ reason: 'The customer asked by phone' }),
    expect: [401, 403, 409],
  },
  { method: 'GET', path: '/api/settings', route: '/api/settings', expect: OPEN },
  { method: 'GET', path: '/api/settings/site_name', route: '/api/settings/:key', expect: OPEN },
  // The owner's own alert contacts are read by admins only.
  { method: 'GET', path: '/api/settings/owner_alert_email', route: '/api/settings/:key', expect: ADMIN_ONLY },
  {
    method: 'PUT',
    path: '/api/settings/site_name',
    route: '/api/settings/:key',
    body: () => ({ value: 'Ata Market' }),
    expect: ADMIN_ONLY,
  },
  { method: 'GET', path: '/api/delivery', route: '/api/delivery', expect: OPEN },
  ...adminResource('/api/delivery-zones', zoneBody, 'deleteZone', { list: ADMIN_ONLY, one: OPEN }),
  // Replaces every zone: after the rows that use one.
  {
    method: 'POST',
    path: '/api/delivery-zones/example',
    route: '/api/delivery-zones/example',
    expect: ADMIN_ONLY,
  },
  ...adminResource('/api/pickup-points', pickupBody, 'deletePickup', { list: ADMIN_ONLY, one: OPEN }),
  ...adminResource('/api/discounts', discountBody, 'deleteDiscount', { list: ADMIN_ONLY, one: ADMIN_ONLY }),
  {
    method: 'GET',
    path: '/api/partners/report?from=2026-11-01&to=2026-11-30',
    route: '/api/partners/report',
    expect: ADMIN_ONLY,
  },
  ...adminResource('/api/partners', partnerBody, 'deletePartner', { list: ADMIN_ONLY, one: ADMIN_ONLY }),
  // Recipes: the owner's; the public read (by slug or id) is open, like the catalogue.
  { method: 'GET', path: '/api/recipes', route: '/api/recipes', expect: ADMIN_ONLY },
  { method: 'GET', path: '/api/recipes/id/{deleteRecipe}', route: '/api/recipes/id/:id', expect: ADMIN_ONLY },
  { method: 'GET', path: '/api/recipes/{deleteRecipe}', route: '/api/recipes/:recipe', expect: OPEN },
  {
    method: 'GET',
    path: '/api/recipes/{deleteRecipe}/cart',
    route: '/api/recipes/:recipe/cart',
    expect: OPEN,
  },
  ...adminWrites('/api/recipes', ':recipe', recipeBody, 'deleteRecipe'),
  // The cart is the visitor's own (a cookie): open to all, each role writing to a cart of its own.
  { method: 'GET', path: '/api/cart', route: '/api/cart', expect: OPEN },
  {
    method: 'POST',
    path: '/api/cart/lines',
    route: '/api/cart/lines',
    body: () => ({ productId: ids.product, quantity: 1 }),
    expect: OPEN,
  },
  {
    method: 'PUT',
    path: '/api/cart/lines',
    route: '/api/cart/lines',
    body: () => ({ lines: [{ key: ids.product, quantity: 2 }] }),
    expect: OPEN,
  },
  {
    method: 'PUT',
    path: `/api/cart/lines/${ids.product}`,
    route: '/api/cart/lines/:productId',
    body: () => ({ quantity: 2 }),
    expect: OPEN,
  },
  {
    method: 'DELETE',
    path: `/api/cart/lines/${ids.product}`,
    route: '/api/cart/lines/:productId',
    expect: OPEN,
  },
  {
    method: 'POST',
    path: '/api/cart/merge',
    route: '/api/cart/merge',
    body: () => ({ items: [{ productId: ids.product, quantity: 1 }] }),
    expect: OPEN,
  },
  { method: 'DELETE', path: '/api/cart', route: '/api/cart', expect: OPEN },
  {
    method: 'PUT',
    path: '/api/cart/destination',
    route: '/api/cart/destination',
    body: () => ({ state: 'LA' }),
    expect: OPEN,
  },
  // What an order would cost: anyone at the checkout may ask.
  {
    method: 'GET',
    path: `/api/checkout/quote?items=${ids.product}:1&state=LA`,
    route: '/api/checkout/quote',
    expect: OPEN,
  },
  { method: 'GET', path: '/api/blog', route: '/api/blog', expect: OPEN },
  { method: 'GET', path: '/api/blog/all', route: '/api/blog/all', expect: ADMIN_ONLY },
  { method: 'GET', path: '/api/blog/category/recipes', route: '/api/blog/category/:category', expect: OPEN },
  { method: 'GET', path: `/api/blog/id/${ids.draft}`, route: '/api/blog/id/:id', expect: ADMIN_ONLY },
  { method: 'GET', path: '/api/blog/delete-admin', route: '/api/blog/:post', expect: OPEN },
  // Drafts are invisible (404) to everyone but admins.
  { method: 'GET', path: '/api/blog/secret-draft', route: '/api/blog/:post', expect: [404, 404, 200] },
  ...adminWrites('/api/blog', ':post', postBody, 'deletePost'),
  { method: 'GET', path: '/api/images/category-spices.svg', route: '/api/images/:file', expect: OPEN },
  // No body: only an admin gets as far as "the body is empty".
  { method: 'POST', path: '/api/images', route: '/api/images', expect: [401, 403, 400] },
  {
    method: 'GET',
    path: '/api/images/uploads/0123456789abcdef01234567-10x10.jpg',
    route: '/api/images/uploads/:file',
    expect: [404, 404, 404],
  },
];

const headersFor = (role: Role): Record<string, string> =>
  role === 'anonymous' ? {} : { Authorization: role === 'admin' ? app.basic.admin : app.basic.shopper };

describe('permission matrix: every route × anonymous / non-admin / admin', () => {
  it('covers every documented route', () => {
    const covered = new Set(rows().map((row) => `${row.method.toLowerCase()} ${row.route}`));
    const routes = createRoutes({
      orm: app.orm,
      cache: new ResponseCache(),
      auth: new AuthService(app.orm),
      config: { ...loadConfig({}), orderRateLimit: 1 },
    });
    for (const route of routes)
      expect(covered, `${route.method} ${route.path}`).toContain(`${route.method} ${route.path}`);
  });

  it('answers each role as documented', async () => {
    const failures: string[] = [];
    for (const row of rows()) {
      for (const [index, role] of (['anonymous', 'shopper', 'admin'] as const).entries()) {
        const path = row.path.replace(/\{(\w+)\}/, (_, name: string) => ids[`${name}-${role}`]!);
        const response = await app.request(path, {
          method: row.method,
          headers: headersFor(role),
          json: row.body?.(role),
        });
        if (response.status !== row.expect[index])
          failures.push(
            `${row.method} ${path} as ${role}: ${response.status} (expected ${row.expect[index]})`,
          );
        if (response.status === 401 || response.status === 403) {
          const body = await response.json();
          expect(body.message).toBe(
            row.message ??
              (response.status === 401 ? 'Authentication required' : 'Admin privileges required'),
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
