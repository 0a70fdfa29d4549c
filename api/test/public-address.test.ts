import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrontend } from '../src/serving/frontend.ts';
import { productAndOrder } from './payments/helpers.ts';
import { startPaymentsApp } from './support/paystack.ts';
import { rawExchange, requestAs } from './support/raw-http.ts';
import { storefrontBuild } from './support/storefront-build.ts';
import type { TestApp } from './support/test-app.ts';

/** The shop as production runs it: PUBLIC_URL set, one more name allowed, pages rendered on the server. */
const PUBLIC_URL = 'https://shop.example';
let app: TestApp;
let close: () => Promise<void>;
let build: ReturnType<typeof storefrontBuild>;

beforeAll(async () => {
  build = storefrontBuild();
  ({ app, close } = await startPaymentsApp({
    env: { NODE_ENV: 'production', PUBLIC_URL, ALLOWED_HOSTS: 'www.shop.example' },
    frontend: createFrontend({ root: build.root }),
  }));
});
afterAll(async () => {
  await close();
  build.remove();
});

const as = (host: string, path: string, extra: Record<string, string> = {}) =>
  requestAs(app.url, path, { headers: { Host: host, ...extra } });

describe('the public address comes from PUBLIC_URL, never from the Host header', () => {
  it('refuses a host that is not ours with 421, before any page, sitemap or robots.txt names it', async () => {
    for (const path of ['/about', '/sitemap.xml', '/robots.txt', '/api/products', '/no/such/page']) {
      const answer = await as('evil.example', path);
      expect(answer.status, path).toBe(421);
      expect(answer.body, path).not.toContain('evil.example');
      expect(JSON.parse(answer.body).message).toMatch(/host/i);
    }
    // Not from a page already in the cache either.
    await as('shop.example', '/about');
    expect((await as('evil.example:443', '/about')).status).toBe(421);
  });

  it('names PUBLIC_URL on pages, the sitemap and robots.txt, whichever allowed host was asked', async () => {
    for (const host of ['shop.example', 'www.shop.example:8080', `127.0.0.1:${new URL(app.url).port}`]) {
      const page = await as(host, '/about');
      expect(page.status, host).toBe(200);
      expect(page.body, host).toContain(`<link rel="canonical" href="${PUBLIC_URL}/about">`);
      const sitemap = await as(host, '/sitemap.xml');
      const locs = [...sitemap.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1] ?? '');
      expect(locs.length).toBeGreaterThan(5);
      for (const loc of locs) expect(loc.startsWith(`${PUBLIC_URL}/`), loc).toBe(true);
      expect((await as(host, '/robots.txt')).body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    }
  });

  it('ignores X-Forwarded-Host without trusted proxies', async () => {
    const page = await as('shop.example', '/about', { 'X-Forwarded-Host': 'evil.example' });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`href="${PUBLIC_URL}/about"`);
    expect(page.body).not.toContain('evil.example');
  });

  it("sends the payer back to PUBLIC_URL's checkout, whatever Host the payment was started with", async () => {
    const { orderId } = await productAndOrder(app);
    const started = await requestAs(app.url, '/api/payments/paystack/transactions', {
      method: 'POST',
      headers: { Host: 'www.shop.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ orderId }),
    });
    expect(started.status).toBe(201);
    const { authorizationUrl, reference } = JSON.parse(started.body) as Record<string, string>;
    const paid = await fetch(`${authorizationUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${PUBLIC_URL}/checkout?trxref=${reference}&reference=${reference}`,
    );

    const forged = await requestAs(app.url, '/api/payments/paystack/transactions', {
      method: 'POST',
      headers: { Host: 'evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ orderId }),
    });
    expect(forged.status).toBe(421);
  });

  it('reads the host of an absolute-form target as the Host, and a path starting with // as a path', async () => {
    const get = (target: string, host = 'shop.example') =>
      rawExchange(app.url, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    const foreign = await get('http://evil.example/about');
    expect(foreign.status).toBe(421);
    expect(foreign.raw).not.toContain('evil.example');
    const own = await get('https://www.shop.example/about', 'evil.example');
    expect(own.status).toBe(200);
    expect(own.raw).toContain(`<link rel="canonical" href="${PUBLIC_URL}/about">`);
    expect(own.raw).not.toContain('evil.example');
    const doubled = await get('//evil.example/about');
    expect(doubled.status).toBeLessThan(500);
    expect(doubled.raw).not.toContain('//evil.example');
    expect((await get('http://shop.example:99999/about')).status).toBe(400);
  });

  it('answers a missing or malformed Host with 400, on pages, API and cached pages alike', async () => {
    await as('shop.example', '/about');
    const requests = [
      'GET / HTTP/1.0\r\n\r\n',
      'GET /about HTTP/1.0\r\n\r\n',
      'GET /api/products HTTP/1.0\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n',
      'GET /about HTTP/1.1\r\nHost: x:99999\r\nConnection: close\r\n\r\n',
      'GET /sitemap.xml HTTP/1.1\r\nHost: shop.example/evil\r\nConnection: close\r\n\r\n',
      'GET /robots.txt HTTP/1.1\r\nHost: user@shop.example\r\nConnection: close\r\n\r\n',
      'HEAD / HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n',
      'POST /api/orders HTTP/1.1\r\nHost: [::1\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    ];
    for (const request of requests) {
      const { status, raw } = await rawExchange(app.url, request);
      expect(status, JSON.stringify(request)).toBe(400);
      if (!request.startsWith('HEAD')) expect(raw).toContain('"message":"Missing or malformed Host header"');
    }
  });
});
