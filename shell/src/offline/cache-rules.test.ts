import { describe, expect, it } from 'vitest';
import { cacheRuleFor, isStorefrontClient, pageCacheKey } from './cache-rules.ts';

const origin = 'https://shop.example';
const rule = (path: string, { method = 'GET', page = false, from = origin } = {}) =>
  cacheRuleFor({ url: new URL(path, from), method, page }, origin);

describe('which requests the service worker keeps', () => {
  it('keeps storefront pages (the public routes), whatever their query', () => {
    for (const path of [
      '/',
      '/shop?category=spices',
      '/product/suya-spice',
      '/blog',
      '/blog/party-jollof',
      '/about',
    ])
      expect(rule(path, { page: true }), path).toBe('page');
  });

  it('asks the network first for the cart and the checkout, which show the shopper’s own cart', () => {
    for (const path of ['/cart', '/checkout', '/cart/'])
      expect(rule(path, { page: true }), path).toBe('cart-page');
  });

  it('never keeps the console, the tracking pages or a page that is not a public route', () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/#/orders',
      '/track/abc123',
      '/track',
      '/no-such-page',
      '/sw.js',
    ])
      expect(rule(path, { page: true }), path).toBeUndefined();
    for (const path of ['/admin/assets/index-AbCd1234.js', '/track/assets/x-AbCd1234.js'])
      expect(rule(path), path).toBeUndefined();
  });

  it('never keeps a page the route table marks personal', async () => {
    const { publicRoutes } = await import('@ata/core/routes');
    const personal = publicRoutes.filter((route) => route.personal);
    expect(personal.length).toBeGreaterThan(0);
    for (const route of personal) {
      const path = route.path.replace(/\{\w+\}/g, 'x1');
      expect(rule(path, { page: true }), path).toBeUndefined();
    }
  });

  it('never handles a write, whatever its URL', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      for (const path of ['/api/orders', '/api/settings/shop_name', '/cart', '/api/catalog'])
        expect(rule(path, { method, page: path === '/cart' }), `${method} ${path}`).toBeUndefined();
  });

  it('never keeps sign-in, orders, payments or the console’s reads', () => {
    for (const path of [
      '/api/auth/check',
      '/api/auth/login',
      '/api/orders',
      '/api/orders/5f0c',
      '/api/payments/paystack/transactions/ref-1',
      '/api/payments/events',
      '/api/blog/all',
      '/api/blog/id/12',
      '/api/openapi.json',
      '/healthz',
    ])
      expect(rule(path), path).toBeUndefined();
  });

  it('keeps the public reads the pages need offline, network-first', () => {
    for (const path of [
      '/api/catalog?q=suya&page=2',
      '/api/products',
      '/api/products/suya-spice',
      '/api/categories',
      '/api/blog',
      '/api/blog/party-jollof',
      '/api/blog/category/recipes',
      '/api/settings',
      '/api/payments/config',
    ])
      expect(rule(path), path).toBe('data');
  });

  it('keeps hashed chunks and versioned remote entries for good; the manifest and a bare entry are asked for first', () => {
    expect(rule('/assets/index-BxY_12-a.js')).toBe('asset');
    expect(rule('/mfe/catalog/assets/__federation_expose_Lifecycles-C3d4E5f6.js')).toBe('asset');
    expect(rule('/mfe/cart-checkout/assets/style-Ab12Cd34.css')).toBe('asset');
    expect(rule('/mfe/blog/assets/remoteEntry.js?v=0123456789ab')).toBe('asset');
    expect(rule('/mfe/blog/assets/remoteEntry.js')).toBe('entry');
    expect(rule('/mfe-manifest.json')).toBe('entry');
  });

  it('keeps images and the shell’s unhashed files, revalidated', () => {
    expect(rule('/api/images/uploads/abc.webp')).toBe('image');
    expect(rule('/favicon.svg')).toBe('image');
    expect(rule('/manifest.webmanifest')).toBe('image');
  });

  it('leaves other origins alone (a remote moved to a CDN, a partner, the chat app)', () => {
    expect(rule('/assets/index-BxY_12-a.js', { from: 'https://cdn.example' })).toBeUndefined();
    expect(rule('/', { page: true, from: 'https://wa.me' })).toBeUndefined();
  });
});

describe('pageCacheKey', () => {
  it('keeps one copy per page however many tracking parameters a link carries', () => {
    expect(pageCacheKey(new URL('https://shop.example/product/suya?utm_source=x&fbclid=y'))).toBe(
      'https://shop.example/product/suya',
    );
    expect(pageCacheKey(new URL('https://shop.example/shop?utm_source=x&category=spices'))).toBe(
      'https://shop.example/shop?category=spices',
    );
  });
});

describe('isStorefrontClient', () => {
  it('tells the console’s and the tracking pages from the storefront’s', () => {
    expect(isStorefrontClient('https://shop.example/product/suya')).toBe(true);
    expect(isStorefrontClient('https://shop.example/admin/#/products')).toBe(false);
    expect(isStorefrontClient('https://shop.example/track/abc')).toBe(false);
  });
});
