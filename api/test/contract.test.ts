import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CART_LINES_MAX } from '@ata/core/cart';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  BlogPostEntity,
  CategoryEntity,
  DeliveryZoneEntity,
  DiscountEntity,
  OrderMessageEntity,
  OutboxMessageEntity,
  PartnerEntity,
  PickupPointEntity,
  RecipeEntity,
} from '../src/db/entities/index.ts';
import { type FakePaystack, startFakePaystack } from '../src/dev/fake-paystack/server.ts';
import { directoryStore } from '../src/images/store.ts';
import { defaultMessaging } from '../src/messages/boot.ts';
import { paystackPayments } from '../src/payments/paystack/provider.ts';
import { signPayload } from '../src/payments/paystack/signature.ts';
import { TRACK_LOOKUPS } from '../src/tracking/lookup-limit.ts';
import { ADMIN } from './support/credentials.ts';
import { adminSql } from './support/databases.ts';
import { makeProduct } from './support/fixtures.ts';
import { phonePhoto, pixelBomb } from './support/images.ts';
import { chargeSuccess, SECRET } from './support/paystack.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * The OpenAPI contract: every answer documented for every operation really happens, and every real
 * answer (status, content type, JSON body) is one the document allows. Fails when an operation or a
 * status is documented but not exercised here, so a new route or status needs a case below.
 */

interface Operation {
  operationId: string;
  security?: unknown[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

type Caller = 'anonymous' | 'shopper' | 'admin' | 'throttled';
interface Case {
  /** `<method> <document path>`, e.g. `get /api/products/{id}`. */
  op: string;
  /** The real URL; defaults to the document path. */
  url?: () => string;
  as?: Caller;
  json?: () => unknown;
  body?: string;
  /** A file sent as the raw body (an image upload). */
  file?: () => Uint8Array;
  headers?: Record<string, string>;
  status: number;
  /** Sends the request twice, the second time with the first answer's ETag: expects 304. */
  revalidate?: boolean;
  /** Run just before sending (switches the app's Outbox off and on). */
  before?: () => void;
}

const ORDER_LIMIT = 3;
const UPLOAD_LIMIT = 512 * 1024;
const files: Record<string, Uint8Array> = {};
let imagesDir: string;
const THROTTLED = 'locked-out';
let app: TestApp;
let document: OpenApi;
let ajv: Ajv2020;
const ids: Record<string, string> = {};
/** `operationId status` of every answer seen. */
const seen = new Set<string>();
let fake: FakePaystack;
let address = 0;

beforeAll(async () => {
  // Addresses come from X-Forwarded-For, so that each order has its own rate-limit window but one.
  fake = await startFakePaystack({ secretKey: SECRET });
  imagesDir = await mkdtemp(join(tmpdir(), 'ata-contract-images-'));
  app = await startTestApp(
    { trustProxy: 1, orderRateLimit: ORDER_LIMIT },
    {
      payments: paystackPayments({ secretKey: SECRET, baseUrl: fake.url, reservationMinutes: 30 }),
      messaging,
      images: { store: directoryStore(imagesDir), maxBytes: UPLOAD_LIMIT, maxPixels: 50_000_000 },
    },
  );
  files.photo = new Uint8Array(await phonePhoto(700, 500));
  files.bomb = new Uint8Array(await pixelBomb());
  const uploaded = await app.request('/api/images', {
    method: 'POST',
    body: files.photo,
    headers: { Authorization: app.basic.admin, 'Content-Type': 'image/jpeg' },
  });
  ids.upload = (await uploaded.json()).url;
  document = await (await app.request('/api/openapi.json')).json();
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi');

  const em = app.orm.em.fork();
  for (const name of ['product', 'productToDelete']) {
    const product = await makeProduct(app.orm, { price: 1000, stock: 100 });
    ids[name] = product.id;
    ids[`${name}Slug`] = product.slug;
    ids.category = product.categoryId!;
  }
  const otherProduct = await makeProduct(app.orm);
  ids.takenProductSlug = otherProduct.slug;
  const category = em.create(CategoryEntity, { name: 'Contract', slug: 'contract-delete' });
  const draft = em.create(BlogPostEntity, {
    slug: 'contract-draft',
    title: 'Contract draft',
    excerpt: 'An excerpt long enough.',
    content: 'Content that is long enough to be a post.',
    published: false,
  });
  const post = em.create(BlogPostEntity, {
    slug: 'contract-delete',
    title: 'To be deleted',
    excerpt: 'An excerpt long enough.',
    content: 'Content that is long enough to be a post.',
    published: true,
  });
  await em.flush();
  ids.categoryToDelete = category.id;
  const zone = (name: string) =>
    em.create(DeliveryZoneEntity, {
      name,
      states: ['KN'],
      cities: [name],
      flatFeeKobo: 250_000,
      estimateMinDays: 2,
      estimateMaxDays: 5,
      express: [],
    }).id;
  ids.zone = zone('Kano city');
  ids.zoneToDelete = zone('Kano outskirts');
  const pickup = (name: string) =>
    em.create(PickupPointEntity, {
      name,
      address: '3 Contract Road, Kano',
      state: 'KN',
      hours: 'Mon–Fri 9–5',
    }).id;
  ids.pickup = pickup('Contract stall');
  ids.pickupToDelete = pickup('Closing stall');
  const discount = (code: string) =>
    em.create(DiscountEntity, {
      code,
      label: 'Contract discount',
      kind: 'free-delivery',
      productIds: [],
      categoryIds: [],
      zoneIds: [],
    }).id;
  ids.discount = discount('CONTRACT');
  ids.discountToDelete = discount('CONTRACT-GONE');
  ids.partner = em.create(PartnerEntity, { name: 'Contract Kitchen', code: 'contract-kitchen' }).id;
  ids.partnerToDelete = em.create(PartnerEntity, { name: 'Gone Kitchen', code: 'gone-kitchen' }).id;
  const recipe = (slug: string) =>
    em.create(RecipeEntity, {
      slug,
      title: 'Contract stew',
      servings: 4,
      ingredients: [
        { productSlug: ids.productSlug ?? 'unknown-pepper', size: '', quantityPerServing: 0.5, note: '' },
      ],
    }).id;
  ids.recipe = recipe('contract-stew');
  ids.recipeToDelete = recipe('gone-stew');
  await em.flush();
  ids.draft = draft.id;
  ids.postToDelete = post.id;
  const order = await app.request('/api/orders', {
    method: 'POST',
    json: orderBody(),
    headers: { 'X-Forwarded-For': nextAddress() },
  });
  const placed = (await order.json()) as { id: string; trackingToken: string };
  ids.order = placed.id;
  ids.trackingToken = placed.trackingToken;
  for (const name of ['onlineOrder', 'paidOrder', 'cancelOrder']) {
    const online = await app.request('/api/orders', {
      method: 'POST',
      json: orderBody({ paymentMethod: 'paystack' }),
      headers: { 'X-Forwarded-For': nextAddress() },
    });
    ids[name] = (await online.json()).id;
  }
  await app.orm.em
    .fork()
    .execute(`update "shop_order" set "payment_status" = 'paid' where "id" = ?`, [ids.paidOrder]);
  // Paid through the fake Paystack (applied by the return page's verification), for the refund.
  const refundable = await app.request('/api/orders', {
    method: 'POST',
    json: orderBody({ paymentMethod: 'paystack' }),
    headers: { 'X-Forwarded-For': nextAddress() },
  });
  ids.refundOrder = (await refundable.json()).id;
  const started = await app.request('/api/payments/paystack/transactions', {
    method: 'POST',
    json: { orderId: ids.refundOrder },
  });
  const { reference } = (await started.json()) as { reference: string };
  await fake.pay(reference);
  await app.request(`/api/payments/paystack/transactions/${reference}`);
  // A message to resend, and a mail the local catcher caught, for the messages operations.
  const messages = app.orm.em.fork();
  ids.message = messages.create(OrderMessageEntity, {
    orderId: ids.order,
    channel: 'email',
    recipient: 'buyer@example.ng',
    audience: 'shopper',
    template: 'order-confirmation',
    subject: 'We have your order',
    body: 'Thank you!',
  }).id;
  ids.caught = messages.create(OutboxMessageEntity, {
    channel: 'email',
    to: 'buyer@example.ng',
    from: '"Ata Market" <orders@ata-market.local>',
    subject: 'We have your order',
    text: 'Thank you!',
    html: '<p>Thank you!</p>',
  }).id;
  await messages.flush();
  // A cart holding as many lines as a cart may (100 products of its own): one more product is refused (409).
  await messages.execute(`insert into cart (id, created_at, updated_at) values (?, now(), now())`, [
    FULL_CART,
  ]);
  await messages.execute(
    `with filler as (
       insert into product (id, name, slug, description, price, stock, is_featured, created_at, updated_at)
       select gen_random_uuid(), 'Cart filler ' || g, 'cart-filler-' || g, 'A product that fills a cart.', 100, 0,
              false, now(), now() from generate_series(1, ?) g returning id, slug),
     sized as (
       insert into product_variant (id, product_id, label, sku, price_kobo, stock, position)
       select gen_random_uuid(), id, 'Standard', slug, 10000, 5, 0 from filler returning id, product_id)
     insert into cart_line (cart_id, product_id, variant_id, quantity, added_at)
     select ?, product_id, id, 1, now() from sized`,
    [CART_LINES_MAX, FULL_CART],
  );
  // Five failed logins lock a username out: its Basic credentials then answer 429 everywhere.
  for (let attempt = 0; attempt < 5; attempt += 1)
    await app.request('/api/auth/login', {
      method: 'POST',
      json: { username: THROTTLED, password: 'wrong' },
      headers: { 'X-Forwarded-For': '10.9.9.9' },
    });
});
afterAll(async () => {
  await app.close();
  await fake.close();
  await rm(imagesDir, { recursive: true, force: true });
});

const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;
const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    customerName: 'Contract Buyer',
    customerEmail: 'buyer@example.ng',
    customerPhone: '08031234567',
    shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
    items: [{ productId: ids.product, name: 'Fixture', price: 1000, quantity: 1, imageUrl: null }],
    totalAmount: '1000',
    ...overrides,
  };
}
const unique = () => Math.random().toString(36).slice(2, 10);
const productBody = () => ({
  name: 'Contract product',
  slug: `contract-product-${unique()}`,
  description: 'A product made by the contract test.',
  price: 1200,
  stock: 3,
  categoryId: ids.category,
  isFeatured: false,
});
const zoneBody = { name: 'Ogun', states: ['OG'], flatFee: 2000, estimateMinDays: 2, estimateMaxDays: 4 };
const pickupBody = {
  name: 'Abeokuta stall',
  address: '9 Kuto Road, Abeokuta',
  state: 'OG',
  hours: 'Mon–Sat 9–6',
};
const categoryBody = () => ({ name: 'Contract category', slug: `contract-${unique()}` });
const postBody = () => ({
  title: 'Contract post',
  slug: `contract-post-${unique()}`,
  excerpt: 'An excerpt long enough.',
  content: 'Content that is long enough to be a post.',
  categoryId: 'recipes',
  published: true,
});
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const FULL_CART = 'contract-full-cart-001';
const messaging = { ...defaultMessaging(), verifyToken: 'contract-verify-token' };
const WHATSAPP_HOOK = '/api/messages/whatsapp/webhook';
const whatsappSigned = (body: string) => ({
  'Content-Type': 'application/json',
  'X-Hub-Signature-256': `sha256=${createHmac('sha256', messaging.appSecret).update(body).digest('hex')}`,
});
const outboxOn = (on: boolean) => () => {
  messaging.outboxKept = on;
};
const UNKNOWN_CHARGE = chargeSuccess(`ata-${UNKNOWN}-1`, 100);

/** The answers only a particular request gives; the generic ones (auth, body limits) are added below. */
const specificCases = (): Case[] => [
  {
    op: 'get /api/orders/new-count',
    url: () => '/api/orders/new-count?since=2026-01-01T00:00:00Z',
    as: 'admin',
    status: 200,
  },
  {
    op: 'get /api/orders/new-count',
    url: () => '/api/orders/new-count?since=yesterday',
    as: 'admin',
    status: 400,
  },
  {
    op: 'get /api/messages',
    url: () =>
      `/api/messages?filter=${encodeURIComponent(JSON.stringify({ orderId: ids.order }))}&range=[0,9]`,
    as: 'admin',
    status: 200,
  },
  { op: 'get /api/messages', url: () => '/api/messages?sort=["nope","ASC"]', as: 'admin', status: 400 },
  {
    op: 'post /api/messages/{id}/resend',
    url: () => `/api/messages/${ids.message}/resend`,
    as: 'admin',
    status: 202,
  },
  {
    op: 'post /api/messages/{id}/resend',
    url: () => `/api/messages/${UNKNOWN}/resend`,
    as: 'admin',
    status: 404,
  },
  {
    op: 'get /api/outbox',
    url: () => '/api/outbox?range=[0,9]',
    as: 'admin',
    status: 200,
    before: outboxOn(true),
  },
  { op: 'get /api/outbox', url: () => '/api/outbox?sort=["nope","ASC"]', as: 'admin', status: 400 },
  // With SMTP_URL set nothing is caught: the Outbox says so.
  { op: 'get /api/outbox', as: 'admin', status: 404, before: outboxOn(false) },
  {
    op: 'get /api/outbox/{id}',
    url: () => `/api/outbox/${ids.caught}`,
    as: 'admin',
    status: 200,
    before: outboxOn(true),
  },
  { op: 'get /api/outbox/{id}', url: () => `/api/outbox/${UNKNOWN}`, as: 'admin', status: 404 },
  {
    op: `get ${WHATSAPP_HOOK}`,
    url: () => `${WHATSAPP_HOOK}?hub.mode=subscribe&hub.verify_token=contract-verify-token&hub.challenge=42`,
    status: 200,
  },
  {
    op: `get ${WHATSAPP_HOOK}`,
    url: () => `${WHATSAPP_HOOK}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=42`,
    status: 403,
  },
  { op: `post ${WHATSAPP_HOOK}`, body: '{"entry":[]}', headers: whatsappSigned('{"entry":[]}'), status: 200 },
  { op: `post ${WHATSAPP_HOOK}`, body: 'not json', headers: whatsappSigned('not json'), status: 400 },
  {
    op: `post ${WHATSAPP_HOOK}`,
    body: '{"entry":[]}',
    headers: { 'Content-Type': 'application/json' },
    status: 401,
  },
  { op: 'get /healthz', status: 200 },
  { op: 'get /readyz', status: 200 },
  { op: 'get /api/openapi.json', status: 200, revalidate: true },

  { op: 'post /api/auth/login', json: () => ADMIN, status: 200 },
  { op: 'post /api/auth/login', json: () => ({ ...ADMIN, password: 'wrong' }), status: 401 },
  { op: 'post /api/auth/login', json: () => ({ username: THROTTLED, password: 'x' }), status: 429 },
  { op: 'post /api/auth/logout', status: 200 },
  { op: 'get /api/auth/check', as: 'shopper', status: 200 },

  { op: 'get /api/categories', status: 200, revalidate: true },
  { op: 'get /api/categories', url: () => '/api/categories?range=[0,1]', status: 200 },
  { op: 'get /api/categories', url: () => '/api/categories?sort=["nope","ASC"]', status: 400 },
  {
    op: 'get /api/categories/{id}',
    url: () => `/api/categories/${ids.category}`,
    status: 200,
    revalidate: true,
  },
  { op: 'get /api/categories/{id}', url: () => '/api/categories/spices', status: 200 },
  { op: 'get /api/categories/{id}', url: () => '/api/categories/no-such-category', status: 404 },
  { op: 'post /api/categories', as: 'admin', json: categoryBody, status: 201 },
  {
    op: 'post /api/categories',
    as: 'admin',
    json: () => ({ ...categoryBody(), slug: 'spices' }),
    status: 409,
  },
  {
    op: 'put /api/categories/{id}',
    url: () => `/api/categories/${ids.category}`,
    as: 'admin',
    json: () => ({ name: 'Renamed by contract' }),
    status: 200,
  },
  {
    op: 'put /api/categories/{id}',
    url: () => `/api/categories/${UNKNOWN}`,
    as: 'admin',
    json: () => ({}),
    status: 404,
  },
  {
    op: 'put /api/categories/{id}',
    url: () => `/api/categories/${ids.category}`,
    as: 'admin',
    json: () => ({ slug: 'spices' }),
    status: 409,
  },
  {
    op: 'delete /api/categories/{id}',
    url: () => `/api/categories/${ids.categoryToDelete}`,
    as: 'admin',
    status: 200,
  },
  { op: 'delete /api/categories/{id}', url: () => `/api/categories/${UNKNOWN}`, as: 'admin', status: 404 },

  { op: 'get /api/delivery', status: 200, revalidate: true },
  { op: 'get /api/delivery-zones', as: 'admin', status: 200 },
  {
    op: 'get /api/delivery-zones',
    url: () => '/api/delivery-zones?sort=["nope","ASC"]',
    as: 'admin',
    status: 400,
  },
  {
    op: 'get /api/delivery-zones/{id}',
    url: () => `/api/delivery-zones/${ids.zone}`,
    status: 200,
    revalidate: true,
  },
  { op: 'get /api/delivery-zones/{id}', url: () => `/api/delivery-zones/${UNKNOWN}`, status: 404 },
  { op: 'post /api/delivery-zones', as: 'admin', json: () => zoneBody, status: 201 },
  { op: 'post /api/delivery-zones', as: 'admin', json: () => zoneBody, status: 409 },
  {
    op: 'put /api/delivery-zones/{id}',
    url: () => `/api/delivery-zones/${ids.zone}`,
    as: 'admin',
    json: () => ({ name: 'Kano city centre' }),
    status: 200,
  },
  {
    op: 'put /api/delivery-zones/{id}',
    url: () => `/api/delivery-zones/${UNKNOWN}`,
    as: 'admin',
    json: () => ({}),
    status: 404,
  },
  {
    // The whole of Ogun is already the zone posted above.
    op: 'put /api/delivery-zones/{id}',
    url: () => `/api/delivery-zones/${ids.zone}`,
    as: 'admin',
    json: () => ({ states: ['OG'], cities: [] }),
    status: 409,
  },
  {
    op: 'delete /api/delivery-zones/{id}',
    url: () => `/api/delivery-zones/${ids.zoneToDelete}`,
    as: 'admin',
    status: 200,
  },
  {
    op: 'delete /api/delivery-zones/{id}',
    url: () => `/api/delivery-zones/${UNKNOWN}`,
    as: 'admin',
    status: 404,
  }, // Replaces every zone: after the cases that use one.
  { op: 'post /api/delivery-zones/example', as: 'admin', status: 200 },

  { op: 'get /api/pickup-points', as: 'admin', status: 200 },
  {
    op: 'get /api/pickup-points',
    url: () => '/api/pickup-points?sort=["nope","ASC"]',
    as: 'admin',
    status: 400,
  },
  {
    op: 'get /api/pickup-points/{id}',
    url: () => `/api/pickup-points/${ids.pickup}`,
    status: 200,
    revalidate: true,
  },
  { op: 'get /api/pickup-points/{id}', url: () => `/api/pickup-points/${UNKNOWN}`, status: 404 },
  { op: 'post /api/pickup-points', as: 'admin', json: () => pickupBody, status: 201 },
  {
    op: 'put /api/pickup-points/{id}',
    url: () => `/api/pickup-points/${ids.pickup}`,
    as: 'admin',
    json: () => ({ hours: 'Mon–Sat 8–8' }),
    status: 200,
  },
  {
    op: 'put /api/pickup-points/{id}',
    url: () => `/api/pickup-points/${UNKNOWN}`,
    as: 'admin',
    json: () => ({}),
    status: 404,
  },
  {
    op: 'delete /api/pickup-points/{id}',
    url: () => `/api/pickup-points/${ids.pickupToDelete}`,
    as: 'admin',
    status: 200,
  },
  {
    op: 'delete /api/pickup-points/{id}',
    url: () => `/api/pickup-points/${UNKNOWN}`,
    as: 'admin',
    status: 404,
  },

  { op: 'get /api/discounts', as: 'admin', status: 200 },
  { op: 'get /api/discounts', url: () => '/api/discounts?sort=["nope","ASC"]', as: 'admin', status: 400 },
  { op: 'get /api/discounts/{id}', url: () => `/api/discounts/${ids.discount}`, as: 'admin', status: 200 },
  { op: 'get /api/discounts/{id}', url: () => `/api/discounts/${UNKNOWN}`, as: 'admin', status: 404 },
  {
    op: 'post /api/discounts',
    as: 'admin',
    json: () => ({ code: 'NEW10', label: '10% off', kind: 'percent', percent: 10 }),
    status: 201,
  },
  {
    op: 'post /api/discounts',
    as: 'admin',
    json: () => ({ code: 'contract', label: 'Again', kind: 'free-delivery' }),
    status: 409,
  },
  {
    op: 'put /api/discounts/{id}',
    url: () => `/api/discounts/${ids.discount}`,
    as: 'admin',
    json: () => ({ label: 'Free delivery for contract readers' }),
    status: 200,
  },
  {
    op: 'put /api/discounts/{id}',
    url: () => `/api/discounts/${UNKNOWN}`,
    as: 'admin',
    json: () => ({}),
    status: 404,
  },
  {
    op: 'put /api/discounts/{id}',
    url: () => `/api/discounts/${ids.discount}`,
    as: 'admin',
    json: () => ({ code: 'NEW10' }),
    status: 409,
  },
  {
    op: 'delete /api/discounts/{id}',
    url: () => `/api/discounts/${ids.discountToDelete}`,
    as: 'admin',
    status: 200,
  },
  { op: 'delete /api/discounts/{id}', url: () => `/api/discounts/${UNKNOWN}`, as: 'admin', status: 404 },

  {
    op: 'get /api/partners/report',
    url: () => '/api/partners/report?from=2026-11-01&to=2026-11-30',
    as: 'admin',
    status: 200,
  },
  {
    op: 'get /api/partners/report',
    url: () => '/api/partners/report?from=2026-11-30&to=2026-11-01',
    as: 'admin',
    status: 400,
  },
  { op: 'get /api/partners', as: 'admin', status: 200 },
  { op: 'get /api/partners', url: () => '/api/partners?sort=["nope","ASC"]', as: 'admin', status: 400 },
  { op: 'get /api/partners/{id}', url: () => `/api/partners/${ids.partner}`, as: 'admin', status: 200 },
  { op: 'get /api/partners/{id}', url: () => `/api/partners/${UNKNOWN}`, as: 'admin', status: 404 },
  {
    op: 'post /api/partners',
    as: 'admin',
    json: () => ({ name: 'Abuja Eats', code: 'abuja-eats' }),
    status: 201,
  },
  {
    op: 'post /api/partners',
    as: 'admin',
    json: () => ({ name: 'Again', code: 'Contract-Kitchen' }),
    status: 409,
  },
  {
    op: 'put /api/partners/{id}',
    url: () => `/api/partners/${ids.partner}`,
    as: 'admin',
    json: () => ({ commissionPercent: 5 }),
    status: 200,
  },
  {
    op: 'put /api/partners/{id}',
    url: () => `/api/partners/${UNKNOWN}`,
    as: 'admin',
    json: () => ({}),
    status: 404,
  },
  {
    op: 'put /api/partners/{id}',
    url: () => `/api/partners/${ids.partner}`,
    as: 'admin',
    json: () => ({ code: 'abuja-eats' }),
    status: 409,
  },
  {
    op: 'delete /api/partners/{id}',
    url: () => `/api/partners/${ids.partnerToDelete}`,
    as: 'admin',
    status: 200,
  },
  { op: 'delete /api/partners/{id}', url: () => `/api/partners/${UNKNOWN}`, as: 'admin', status: 404 },

  { op: 'get /api/recipes', as: 'admin', status: 200 },
  { op: 'get /api/recipes', url: () => '/api/recipes?sort=["nope","ASC"]', as: 'admin', status: 400 },
  { op: 'get /api/recipes/id/{id}', url: () => `/api/recipes/id/${ids.recipe}`, as: 'admin', status: 200 },
  { op: 'get /api/recipes/id/{id}', url: () => `/api/recipes/id/${UNKNOWN}`, as: 'admin', status: 404 },
  { op: 'get /api/recipes/{recipe}', url: () => '/api/recipes/contract-stew', status: 200, revalidate: true },
  { op: 'get /api/recipes/{recipe}', url: () => '/api/recipes/no-such-stew', status: 404 },
  {
    op: 'get /api/recipes/{recipe}/cart',
    url: () => '/api/recipes/contract-stew/cart?servings=6',
    status: 200,
    revalidate: true,
  },
  {
    op: 'get /api/recipes/{recipe}/cart',
    url: () => '/api/recipes/contract-stew/cart?servings=0',
    status: 400,
  },
  { op: 'get /api/recipes/{recipe}/cart', url: () => '/api/recipes/no-such-stew/cart', status: 404 },
  {
    op: 'post /api/recipes',
    as: 'admin',
    json: () => ({
      slug: 'contract-soup',
      title: 'Egusi Soup',
      servings: 6,
      ingredients: [{ productSlug: 'ground-egusi', quantityPerServing: 0.5 }],
    }),
    status: 201,
  },
  {
    op: 'post /api/recipes',
    as: 'admin',
    json: () => ({
      slug: 'contract-stew',
      title: 'Again',
      servings: 2,
      ingredients: [{ productSlug: 'ground-egusi', quantityPerServing: 1 }],
    }),
    status: 409,
  },
  {
    op: 'put /api/recipes/{recipe}',
    url: () => `/api/recipes/${ids.recipe}`,
    as: 'admin',
    json: () => ({ servings: 6 }),
    status: 200,
  },
  {
    op: 'put /api/recipes/{recipe}',
    url: () => `/api/recipes/${UNKNOWN}`,
    as: 'admin',
    json: () => ({}),
    status: 404,
  },
  {
    op: 'put /api/recipes/{recipe}',
    url: () => `/api/recipes/${ids.recipe}`,
    as: 'admin',
    json: () => ({ slug: 'contract-soup' }),
    status: 409,
  },
  {
    op: 'delete /api/recipes/{recipe}',
    url: () => `/api/recipes/${ids.recipeToDelete}`,
    as: 'admin',
    status: 200,
  },
  { op: 'delete /api/recipes/{recipe}', url: () => `/api/recipes/${UNKNOWN}`, as: 'admin', status: 404 },
  { op: 'get /api/products', status: 200, revalidate: true },
  { op: 'get /api/products', url: () => '/api/products?featured=true&category=spices', status: 200 },
  { op: 'get /api/products', url: () => '/api/products?sort=["price","DESC"]&range=[0,4]', status: 200 },
  { op: 'get /api/products', url: () => '/api/products?featured=maybe', status: 400 },
  {
    op: 'get /api/catalog',
    url: () => '/api/catalog?q=pepper&sort=price-asc',
    status: 200,
    revalidate: true,
  },
  { op: 'get /api/catalog', url: () => '/api/catalog?pageSize=1000', status: 400 },
  { op: 'get /api/products/{id}', url: () => `/api/products/${ids.product}`, status: 200, revalidate: true },
  { op: 'get /api/products/{id}', url: () => `/api/products/${ids.productSlug}`, status: 200 },
  { op: 'get /api/products/{id}', url: () => `/api/products/${UNKNOWN}`, status: 404 },
  { op: 'post /api/products', as: 'admin', json: productBody, status: 201 },
  {
    op: 'post /api/products',
    as: 'admin',
    json: () => ({ ...productBody(), slug: ids.takenProductSlug }),
    status: 409,
  },
  {
    op: 'put /api/products/{id}',
    url: () => `/api/products/${ids.product}`,
    as: 'admin',
    json: () => ({ stock: 500 }),
    status: 200,
  },
  {
    op: 'put /api/products/{id}',
    url: () => `/api/products/${UNKNOWN}`,
    as: 'admin',
    json: () => ({}),
    status: 404,
  },
  {
    op: 'put /api/products/{id}',
    url: () => `/api/products/${ids.product}`,
    as: 'admin',
    json: () => ({ slug: ids.takenProductSlug }),
    status: 409,
  },
  {
    op: 'delete /api/products/{id}',
    url: () => `/api/products/${ids.productToDelete}`,
    as: 'admin',
    status: 200,
  },
  { op: 'delete /api/products/{id}', url: () => `/api/products/${UNKNOWN}`, as: 'admin', status: 404 },

  {
    op: 'post /api/orders',
    json: () => orderBody(),
    headers: { 'Idempotency-Key': 'contract-1' },
    status: 201,
  },
  {
    op: 'post /api/orders',
    json: () => orderBody(),
    headers: { 'Idempotency-Key': 'contract-1' },
    status: 200,
  },
  {
    op: 'post /api/orders',
    json: () => orderBody({ customerName: 'Someone Else' }),
    headers: { 'Idempotency-Key': 'contract-1' },
    status: 422,
  },
  { op: 'post /api/orders', json: () => orderBody({ totalAmount: '999' }), status: 409 },
  {
    op: 'post /api/orders',
    json: () =>
      orderBody({
        items: [{ productId: UNKNOWN, name: 'Ghost pepper', price: 1000, quantity: 1, imageUrl: null }],
      }),
    status: 409,
  },
  { op: 'get /api/orders', as: 'admin', status: 200 },

  { op: 'get /api/track/{token}', url: () => `/api/track/${ids.trackingToken}`, status: 200 },
  { op: 'get /api/track/{token}', url: () => `/api/track/${'A'.repeat(32)}`, status: 404 },
  {
    op: 'post /api/track/lookup',
    json: () => ({ reference: ids.order!.slice(0, 8), phone: '0803 123 4567' }),
    status: 200,
  },
  {
    op: 'post /api/track/lookup',
    json: () => ({ reference: 'ffffffff', phone: '08031234567' }),
    status: 404,
  },

  { op: 'get /api/cart', status: 200 },
  { op: 'post /api/cart/lines', json: () => ({ productId: ids.product, quantity: 2 }), status: 200 },
  { op: 'post /api/cart/lines', json: () => ({ productId: UNKNOWN, quantity: 1 }), status: 404 },
  {
    op: 'post /api/cart/lines',
    json: () => ({ productId: ids.product, quantity: 1 }),
    headers: { Cookie: `ata_cart=${FULL_CART}` },
    status: 409,
  },
  { op: 'put /api/cart/lines', json: () => ({ lines: [{ key: ids.product, quantity: 3 }] }), status: 200 },
  { op: 'put /api/cart/lines', json: () => ({ lines: [{ key: UNKNOWN, quantity: 3 }] }), status: 404 },
  {
    op: 'put /api/cart/lines',
    json: () => ({ lines: [{ key: ids.product, quantity: 1 }] }),
    headers: { Cookie: `ata_cart=${FULL_CART}` },
    status: 409,
  },
  {
    op: 'put /api/cart/lines/{productId}',
    url: () => `/api/cart/lines/${ids.product}`,
    json: () => ({ quantity: 3 }),
    status: 200,
  },
  {
    op: 'put /api/cart/lines/{productId}',
    url: () => `/api/cart/lines/${UNKNOWN}`,
    json: () => ({ quantity: 3 }),
    status: 404,
  },
  {
    op: 'put /api/cart/lines/{productId}',
    url: () => `/api/cart/lines/${ids.product}`,
    json: () => ({ quantity: 1 }),
    headers: { Cookie: `ata_cart=${FULL_CART}` },
    status: 409,
  },
  { op: 'delete /api/cart/lines/{productId}', url: () => `/api/cart/lines/${ids.product}`, status: 200 },
  { op: 'delete /api/cart/lines/{productId}', url: () => `/api/cart/lines/${UNKNOWN}`, status: 404 },
  { op: 'delete /api/cart', status: 200 },
  { op: 'put /api/cart/destination', json: () => ({ state: 'KN' }), status: 200 },
  { op: 'put /api/cart/destination', json: () => ({ state: 'XX' }), status: 400 },
  {
    op: 'get /api/checkout/quote',
    url: () => `/api/checkout/quote?items=${ids.product}:2&state=KN&city=Kano&code=nosuch`,
    status: 200,
  },
  { op: 'get /api/checkout/quote', url: () => '/api/checkout/quote?items=nonsense', status: 400 },
  {
    op: 'post /api/cart/merge',
    json: () => ({ items: [{ productId: ids.product, quantity: 1 }] }),
    status: 200,
  },

  { op: 'get /api/payments/config', status: 200 },
  {
    op: 'post /api/payments/paystack/transactions',
    json: () => ({ orderId: ids.onlineOrder }),
    status: 201,
  },
  { op: 'post /api/payments/paystack/transactions', json: () => ({ orderId: UNKNOWN }), status: 404 },
  { op: 'post /api/payments/paystack/transactions', json: () => ({ orderId: ids.order }), status: 409 },
  {
    op: 'get /api/payments/paystack/transactions/{reference}',
    url: () => `/api/payments/paystack/transactions/ata-${ids.onlineOrder}-1`,
    status: 200,
  },
  {
    op: 'get /api/payments/paystack/transactions/{reference}',
    url: () => `/api/payments/paystack/transactions/ata-${UNKNOWN}-1`,
    status: 404,
  },
  {
    op: 'post /api/payments/orders/{id}/pay-on-delivery',
    url: () => `/api/payments/orders/${ids.order}/pay-on-delivery`,
    status: 200,
  },
  {
    op: 'post /api/payments/orders/{id}/pay-on-delivery',
    url: () => `/api/payments/orders/${UNKNOWN}/pay-on-delivery`,
    status: 404,
  },
  {
    op: 'post /api/payments/orders/{id}/pay-on-delivery',
    url: () => `/api/payments/orders/${ids.paidOrder}/pay-on-delivery`,
    status: 409,
  },
  {
    op: 'post /api/payments/orders/{id}/refund',
    url: () => `/api/payments/orders/${ids.refundOrder}/refund`,
    as: 'admin',
    status: 200,
  },
  {
    op: 'post /api/payments/orders/{id}/refund',
    url: () => `/api/payments/orders/${UNKNOWN}/refund`,
    as: 'admin',
    status: 404,
  },
  {
    op: 'post /api/payments/orders/{id}/refund',
    url: () => `/api/payments/orders/${ids.onlineOrder}/refund`,
    as: 'admin',
    status: 409,
  },
  {
    op: 'post /api/payments/orders/{id}/refund',
    url: () => `/api/payments/orders/${ids.onlineOrder}/refund`,
    as: 'admin',
    json: () => ({ restock: [{ productId: UNKNOWN, quantity: 1 }] }),
    status: 400,
  },
  {
    op: 'post /api/payments/paystack/webhook',
    // One body, signed as sent (chargeSuccess stamps the current time).
    body: UNKNOWN_CHARGE,
    headers: {
      'Content-Type': 'application/json',
      'x-paystack-signature': signPayload(UNKNOWN_CHARGE, SECRET),
    },
    status: 200,
  },
  {
    op: 'post /api/payments/paystack/webhook',
    body: 'not json',
    headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signPayload('not json', SECRET) },
    status: 400,
  },
  {
    op: 'post /api/payments/paystack/webhook',
    body: '{}',
    headers: { 'Content-Type': 'application/json' },
    status: 401,
  },
  {
    op: 'get /api/payments/events',
    url: () => `/api/payments/events?orderId=${ids.onlineOrder}`,
    as: 'admin',
    status: 200,
  },
  { op: 'get /api/payments/events', url: () => '/api/payments/events?orderId=42', as: 'admin', status: 400 },
  {
    op: 'get /api/orders',
    url: () => '/api/orders?filter={"status":"pending"}&range=[0,9]',
    as: 'admin',
    status: 200,
  },
  { op: 'get /api/orders', url: () => '/api/orders?range=[5,1]', as: 'admin', status: 400 },
  { op: 'get /api/orders/{id}', url: () => `/api/orders/${ids.order}`, as: 'admin', status: 200 },
  { op: 'get /api/orders/{id}', url: () => `/api/orders/${UNKNOWN}`, as: 'admin', status: 404 },
  {
    op: 'patch /api/orders/{id}/status',
    url: () => `/api/orders/${ids.order}/status`,
    as: 'admin',
    json: () => ({ status: 'paid' }),
    status: 200,
  },
  {
    op: 'patch /api/orders/{id}/status',
    url: () => `/api/orders/${UNKNOWN}/status`,
    as: 'admin',
    json: () => ({ status: 'paid' }),
    status: 404,
  },
  {
    op: 'put /api/orders/{id}',
    url: () => `/api/orders/${ids.order}`,
    as: 'admin',
    json: () => ({ status: 'shipped' }),
    status: 200,
  },
  {
    op: 'put /api/orders/{id}',
    url: () => `/api/orders/${UNKNOWN}`,
    as: 'admin',
    json: () => ({ status: 'shipped' }),
    status: 404,
  },
  {
    op: 'post /api/orders/{id}/cancel',
    url: () => `/api/orders/${ids.cancelOrder}/cancel`,
    as: 'admin',
    json: () => ({ reason: 'Customer asked' }),
    status: 200,
  },
  {
    op: 'post /api/orders/{id}/cancel',
    url: () => `/api/orders/${UNKNOWN}/cancel`,
    as: 'admin',
    json: () => ({ reason: 'Customer asked' }),
    status: 404,
  },
  {
    op: 'post /api/orders/{id}/cancel',
    url: () => `/api/orders/${ids.paidOrder}/cancel`,
    as: 'admin',
    json: () => ({ reason: 'Customer asked' }),
    status: 409,
  },
  {
    op: 'patch /api/orders/{id}/status',
    url: () => `/api/orders/${ids.cancelOrder}/status`,
    as: 'admin',
    json: () => ({ status: 'shipped' }),
    status: 409,
  },
  {
    op: 'put /api/orders/{id}',
    url: () => `/api/orders/${ids.cancelOrder}`,
    as: 'admin',
    json: () => ({ status: 'shipped' }),
    status: 409,
  },

  { op: 'get /api/blog', status: 200, revalidate: true },
  { op: 'get /api/blog', url: () => '/api/blog?category=recipes&range=[0,2]', status: 200 },
  { op: 'get /api/blog', url: () => '/api/blog?filter=[1]', status: 400 },
  { op: 'get /api/blog/all', as: 'admin', status: 200 },
  { op: 'get /api/blog/all', url: () => '/api/blog/all?sort=["password","ASC"]', as: 'admin', status: 400 },
  {
    op: 'get /api/blog/category/{category}',
    url: () => '/api/blog/category/recipes',
    status: 200,
    revalidate: true,
  },
  { op: 'get /api/blog/category/{category}', url: () => '/api/blog/category/recipes?range=x', status: 400 },
  { op: 'get /api/blog/id/{id}', url: () => `/api/blog/id/${ids.draft}`, as: 'admin', status: 200 },
  { op: 'get /api/blog/id/{id}', url: () => `/api/blog/id/${UNKNOWN}`, as: 'admin', status: 404 },
  { op: 'get /api/blog/{post}', url: () => '/api/blog/contract-delete', status: 200 },
  { op: 'get /api/blog/{post}', url: () => '/api/blog/contract-draft', as: 'admin', status: 200 },
  { op: 'get /api/blog/{post}', url: () => '/api/blog/contract-draft', status: 404 },
  { op: 'post /api/blog', as: 'admin', json: postBody, status: 201 },
  { op: 'post /api/blog', as: 'admin', json: () => ({ ...postBody(), slug: 'contract-draft' }), status: 409 },
  {
    op: 'put /api/blog/{post}',
    url: () => `/api/blog/${ids.draft}`,
    as: 'admin',
    json: () => ({ title: 'Contract draft, renamed' }),
    status: 200,
  },
  {
    op: 'put /api/blog/{post}',
    url: () => `/api/blog/${UNKNOWN}`,
    as: 'admin',
    json: () => ({}),
    status: 404,
  },
  {
    op: 'put /api/blog/{post}',
    url: () => `/api/blog/${ids.draft}`,
    as: 'admin',
    json: () => ({ slug: 'contract-delete' }),
    status: 409,
  },
  { op: 'delete /api/blog/{post}', url: () => `/api/blog/${ids.postToDelete}`, as: 'admin', status: 200 },
  { op: 'delete /api/blog/{post}', url: () => `/api/blog/${UNKNOWN}`, as: 'admin', status: 404 },

  { op: 'get /api/settings', status: 200, revalidate: true },
  { op: 'get /api/settings/{key}', url: () => '/api/settings/site_name', status: 200 },
  { op: 'get /api/settings/{key}', url: () => '/api/settings/no_such_key', status: 404 },
  {
    op: 'put /api/settings/{key}',
    url: () => '/api/settings/site_name',
    as: 'admin',
    json: () => ({ value: 'Ata Market' }),
    status: 200,
  },
  {
    op: 'put /api/settings/{key}',
    url: () => '/api/settings/no_such_key',
    as: 'admin',
    json: () => ({ value: 'x' }),
    status: 404,
  },
  {
    op: 'put /api/settings/{key}',
    url: () => '/api/settings/contact_email',
    as: 'admin',
    json: () => ({ value: 'not an e-mail' }),
    status: 400,
  },

  { op: 'get /api/images/{file}', url: () => '/api/images/category-spices.svg', status: 200 },
  { op: 'get /api/images/{file}', url: () => '/api/images/nope.svg', status: 404 },
  { op: 'post /api/images', as: 'admin', file: () => files.photo!, status: 201 },
  { op: 'post /api/images', as: 'admin', file: () => new Uint8Array(0), status: 400 },
  { op: 'post /api/images', as: 'admin', file: () => new Uint8Array(UPLOAD_LIMIT + 1), status: 413 },
  { op: 'post /api/images', as: 'admin', file: () => new TextEncoder().encode('not an image'), status: 415 },
  { op: 'post /api/images', as: 'admin', file: () => files.bomb!, status: 422 },
  { op: 'get /api/images/uploads/{file}', url: () => ids.upload!, status: 200 },
  {
    op: 'get /api/images/uploads/{file}',
    url: () => '/api/images/uploads/0123456789abcdef01234567-1x1.png',
    status: 404,
  },
];

/** A concrete URL for a document path: the first known id for each parameter. */
const sampleUrl = (path: string) =>
  path
    .replace('{id}', ids.product!)
    .replace('{post}', ids.draft!)
    .replace('{key}', 'site_name')
    .replace('{category}', 'recipes')
    .replace('{file}', 'category-spices.svg');

/** Answers every operation of a kind gives: refused callers, throttled credentials, broken bodies. */
function genericCases(): Case[] {
  const cases: Case[] = [];
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const op = `${method} ${path}`;
      const url = () => (path.includes('{') ? sampleUrl(path).replace(ids.product!, UNKNOWN) : path);
      const statuses = Object.keys(operation.responses);
      if (statuses.includes('401') && operation.security) cases.push({ op, url, status: 401 });
      if (statuses.includes('403')) cases.push({ op, url, as: 'shopper', status: 403 });
      if (statuses.includes('429') && operation.security)
        cases.push({ op, url, as: 'throttled', status: 429 });
      if (operation.requestBody?.content['application/json']) {
        const raw = { op, url, as: 'admin' as const };
        cases.push({ ...raw, body: '{"broken": ', status: 400 });
        cases.push({ ...raw, body: JSON.stringify({ text: 'x'.repeat(110 * 1024) }), status: 413 });
        cases.push({ ...raw, body: '{}', headers: { 'Content-Encoding': 'compress' }, status: 415 });
      }
    }
  return cases;
}

async function send(test: Case, extra: Record<string, string> = {}): Promise<Response> {
  const [method, path] = test.op.split(' ') as [string, string];
  test.before?.();
  const headers: Record<string, string> = { 'X-Forwarded-For': nextAddress(), ...test.headers, ...extra };
  if (test.as === 'admin') headers.Authorization = app.basic.admin;
  if (test.as === 'shopper') headers.Authorization = app.basic.shopper;
  if (test.as === 'throttled') headers.Authorization = basic(THROTTLED, 'whatever');
  if (test.body !== undefined) headers['Content-Type'] = 'application/json';
  if (test.file) headers['Content-Type'] = 'image/jpeg';
  return app.request(test.url?.() ?? path, {
    method: method.toUpperCase(),
    headers,
    json: test.json?.(),
    body: test.file?.() ?? test.body,
  });
}

/** Checks one real answer against the document; returns what went wrong, if anything. */
async function conform(test: Case, response: Response): Promise<string | undefined> {
  const [method, path] = test.op.split(' ') as [string, string];
  const operation = document.paths[path]?.[method];
  if (!operation) return `${test.op} is not documented`;
  const status = String(response.status);
  const label = `${test.op} → ${status}`;
  const answer = operation.responses[status];
  if (!answer) return `${label} is not documented (${await response.text()})`;
  seen.add(`${operation.operationId} ${status}`);
  const contentTypes = Object.keys(answer.content ?? {});
  const text = await response.text();
  if (!contentTypes.length) return text === '' ? undefined : `${label}: documented without a body, got one`;
  const received = response.headers.get('content-type') ?? '';
  const contentType = contentTypes.find((type) => received.startsWith(type));
  if (!contentType) return `${label}: content type ${received}, documented ${contentTypes.join(' or ')}`;
  if (contentType !== 'application/json') return undefined;
  const pointer = `openapi#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses/${status}/content/application~1json/schema`;
  const validate = ajv.getSchema(pointer);
  if (!validate) return `${label}: no schema at ${pointer}`;
  if (validate(JSON.parse(text))) return undefined;
  return `${label}: ${ajv.errorsText(validate.errors)}`;
}

describe('OpenAPI contract', () => {
  // Several hundred requests one after the other: longer than a unit test on two shared cores.
  it('every real answer is one the document allows', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const test of [...specificCases(), ...genericCases()]) {
      const response = await send(test);
      if (response.status !== test.status)
        failures.push(`${test.op} (${test.url?.() ?? ''}): ${response.status}, expected ${test.status}`);
      const etag = response.headers.get('etag');
      const problem = await conform(test, response);
      if (problem) failures.push(problem);
      if (test.revalidate) {
        const again = await send(test, { 'If-None-Match': etag ?? '' });
        if (again.status !== 304) failures.push(`${test.op} with its ETag: ${again.status}, expected 304`);
        const notModified = await conform(test, again);
        if (notModified) failures.push(notModified);
      }
    }
    // Too many orders from one address.
    const sameAddress = { 'X-Forwarded-For': '10.200.0.1' };
    const order: Case = {
      op: 'post /api/orders',
      json: () => orderBody(),
      headers: sameAddress,
      status: 429,
    };
    for (let count = 0; count < ORDER_LIMIT; count += 1) await send(order);
    const limited = await send(order);
    expect(limited.status).toBe(429);
    const problem = await conform(order, limited);
    if (problem) failures.push(problem);
    // Too many order lookups from one address.
    const lookup: Case = {
      op: 'post /api/track/lookup',
      json: () => ({ reference: 'ffffffff', phone: '08031234567' }),
      headers: { 'X-Forwarded-For': '10.200.0.2' },
      status: 429,
    };
    for (let count = 0; count < TRACK_LOOKUPS; count += 1) await send(lookup);
    const tooMany = await send(lookup);
    expect(tooMany.status).toBe(429);
    const lookupProblem = await conform(lookup, tooMany);
    if (lookupProblem) failures.push(lookupProblem);
    expect(failures).toEqual([]);
  });

  it('the database going away answers 503 on /readyz, as documented', async () => {
    const [row] = await app.orm.em.fork().execute<{ name: string }[]>('select current_database() as name');
    const name = row!.name;
    await adminSql(
      inject('pgAdminUrl'),
      `alter database "${name}" allow_connections false;
       select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    );
    const response = await app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await conform({ op: 'get /readyz', status: 503 }, response)).toBeUndefined();
  });

  it('exercises every documented answer of every operation', () => {
    const documented = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) =>
        Object.keys(operation.responses).map((status) => `${operation.operationId} ${status}`),
      ),
    );
    expect(documented.filter((answer) => !seen.has(answer))).toEqual([]);
  });
});
