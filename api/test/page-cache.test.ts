import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../src/http/response-cache.ts';
import { createFrontend } from '../src/serving/frontend.ts';
import { createProductOverHttp } from './support/http-products.ts';
import { waitUntil } from './support/server-process.ts';
import { storefrontBuild } from './support/storefront-build.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
const PATIENCE_MS = 30_000;
let build: ReturnType<typeof storefrontBuild> | undefined;
/** How many requests reached the front-end middleware (a cached page must not). */
let reachedFrontend = 0;
/** What the pages' data read answers: a database that answers, or one that does not (503). */
let feed = { up: true, text: 'feed 1' };
const cache = new ResponseCache(60 * 60_000);

beforeAll(async () => {
  // The page lists the shop's products (read through the data port) and names its origin, as canonical links do.
  build = storefrontBuild(
    `export async function render({ url, origin, data }) {
      const { pathname } = new URL(url, origin);
      if (pathname.startsWith('/specials')) {
        const feed = await data.fetch('/test-feed');
        return { html: '<p>' + (feed.ok ? await feed.text() : 'no feed') + '</p>', head: '', status: 200 };
      }
      const slug = /^\\/product\\/([\\w-]+)$/.exec(pathname)?.[1];
      if (slug) {
        const product = await (await data.fetch('/api/products/' + slug)).json();
        return { html: '<h1>' + product.name + '</h1><p>' + product.stock + ' in stock</p>', head: '', status: 200 };
      }
      const products = await (await data.fetch('/api/products')).json();
      const known = new URL(url, origin).pathname === '/about';
      return {
        html: '<h1>About</h1><ul>' + products.map((p) => '<li>' + p.name + '</li>').join('') + '</ul>',
        head: '<link rel="canonical" href="' + origin + '/about">',
        status: known ? 200 : 404,
      };
    }`,
  );
  const frontend = createFrontend({ root: build.root });
  app = await startTestApp(
    {},
    {
      // Expiry by age plays no part here, however slow the machine: what refreshes a page is a write.
      cache,
      frontend: (ctx, next) => {
        reachedFrontend += 1;
        return frontend(ctx, next);
      },
    },
  );
  // A data read the database may stop answering, beside the API the renders read through the data port.
  const reads = app.koa.context.dataPort;
  app.koa.context.dataPort = (async (input: string | URL | Request, init?: RequestInit) =>
    String(input) === '/test-feed'
      ? new Response(feed.up ? feed.text : null, { status: feed.up ? 200 : 503 })
      : reads(input, init)) as typeof fetch;
});
afterAll(async () => {
  await app?.close();
  build?.remove();
});

/**
 * Every header but those that differ per response by nature, and a brotli answer's length: the cache makes a
 * smaller copy after the first answer (response-cache.ts), and the bodies are compared decoded.
 */
const stableHeaders = (response: Response) =>
  Object.fromEntries(
    [...response.headers].filter(
      ([name]) =>
        !['date', 'x-request-id', 'keep-alive'].includes(name) &&
        !(name === 'content-length' && response.headers.get('content-encoding') === 'br'),
    ),
  );

describe('a cached page', () => {
  it('is answered without the middleware, with the same status, headers and bytes as when rendered', async () => {
    for (const [url, status] of [
      ['/about', 200],
      ['/no/such/page', 404],
    ] as const) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const headers = { 'Accept-Encoding': encoding };
        const rendered = await app.request(`${url}?e=${encoding}`, { headers });
        const before = reachedFrontend;
        const cached = await app.request(`${url}?e=${encoding}`, { headers });
        expect(reachedFrontend, `${url} ${encoding}`).toBe(before);
        expect(cached.status).toBe(status);
        expect(stableHeaders(cached)).toEqual(stableHeaders(rendered));
        expect(await cached.text()).toBe(await rendered.text());
      }
    }
    const page = await app.request('/about');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers HEAD like GET without a body, and 304 to a matching ETag', async () => {
    const get = await app.request('/about', { headers: { 'Accept-Encoding': 'identity' } });
    const body = await get.text();
    const before = reachedFrontend;
    const head = await app.request('/about', { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(await head.text()).toBe('');
    const again = await app.request('/about', {
      headers: { 'If-None-Match': String(get.headers.get('etag')) },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(reachedFrontend).toBe(before);
  });

  it('is keyed by the origin Koa trusts: a forged X-Forwarded-Host neither reads nor plants a page', async () => {
    const forged = await app.request('/about', { headers: { 'X-Forwarded-Host': 'evil.example' } });
    expect(forged.status).toBe(200);
    expect(await forged.text()).toContain(`<link rel="canonical" href="${app.url}/about">`);
    const plain = await app.request('/about');
    expect(await plain.text()).not.toContain('evil.example');
  });

  it('is dropped by an admin write: the next visitor sees the new product', async () => {
    await app.request('/about');
    const product = await createProductOverHttp(app.url, {
      stock: 3,
      prefix: 'page-cache',
      label: 'Fresh Uziza',
      description: 'Added while the about page was cached.',
    });
    const before = reachedFrontend;
    const page = await app.request('/about');
    expect(reachedFrontend).toBe(before + 1);
    expect(await page.text()).toContain(`<li>${product.name}</li>`);
  });
});

describe('the page cache under junk and orders', () => {
  const orderOf = (product: { id: string; name: string }, quantity: number) =>
    app.request('/api/orders', {
      method: 'POST',
      json: {
        customerName: 'Ngozi Okafor',
        customerEmail: 'ngozi@example.ng',
        customerPhone: '08031234567',
        shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
        items: [{ productId: product.id, name: product.name, price: 1000, quantity }],
        totalAmount: String(1000 * quantity),
      },
    });
  const makeProduct = (stock: number) =>
    createProductOverHttp<{ id: string; name: string; slug: string }>(app.url, {
      stock,
      prefix: 'stock-page',
      label: 'Ground Crayfish',
      description: 'A product whose stock the orders move.',
    });
  /** Whether `url` was answered by the cache's fast path (a fresh page), without reaching the front-end. */
  const fromCache = async (url: string) => {
    const before = reachedFrontend;
    await (await app.request(url)).text();
    return reachedFrontend === before;
  };

  it('renders tracking and junk parameters away: one page for all of them, and they evict nothing', async () => {
    await app.request('/about?utm_source=newsletter');
    const page = await app.request('/about?fbclid=abc&a=1');
    expect(await page.text()).not.toMatch(/fbclid|utm_source/);
    for (let n = 0; n < 300; n += 1) expect(await fromCache(`/about?a=${n}&gclid=${n}`)).toBe(true);
    // Not-found pages are kept apart: a flood of them does not evict a real page.
    for (let n = 0; n < 300; n += 1) await app.request(`/no/such/page-${n}`);
    expect(await fromCache('/about')).toBe(true);
  });

  it('an order refreshes the ordered product only, and the lists only when a stock badge changes', async () => {
    const ordered = await makeProduct(7);
    const other = await makeProduct(7);
    for (const url of [`/product/${ordered.slug}`, `/product/${other.slug}`, '/shop', '/about'])
      await fromCache(url);

    expect((await orderOf(ordered, 1)).status).toBe(201);
    for (const url of [`/product/${other.slug}`, '/shop', '/about'])
      expect(await fromCache(url), url).toBe(true);
    // The first visitor after the order gets the page at once, while it is rendered again for the next.
    await waitUntil(
      async () => (await (await app.request(`/product/${ordered.slug}`)).text()).includes('6 in stock'),
      PATIENCE_MS,
    );

    expect((await orderOf(ordered, 1)).status).toBe(201); // 5 left: "Only 5 left" wherever it is listed
    expect(await fromCache('/shop')).toBe(false); // the stale list, served while it is rendered again
    await waitUntil(() => fromCache('/shop'), PATIENCE_MS);
    expect(await fromCache('/about')).toBe(true); // no stock on it: untouched
    await waitUntil(
      async () => (await (await app.request(`/product/${ordered.slug}`)).text()).includes('5 in stock'),
      PATIENCE_MS,
    );
  });
});

describe('a page whose data the database does not answer', () => {
  it('is served stale when a copy is held, else answered 503 with Retry-After and not kept', async () => {
    feed = { up: true, text: 'feed 1' };
    expect(await (await app.request('/specials')).text()).toContain('feed 1');
    cache.markStale('products'); // as a released reservation does
    feed = { up: false, text: '' };
    const stale = await app.request('/specials');
    expect(stale.status).toBe(200);
    expect(await stale.text()).toContain('feed 1');
    const fresh = await app.request('/specials-of-the-day');
    expect(fresh.status).toBe(503);
    expect(fresh.headers.get('retry-after')).toBe('5');
    expect(fresh.headers.get('content-type')).toBe('text/html; charset=utf-8');
    feed = { up: true, text: 'feed 2' };
    expect(await (await app.request('/specials-of-the-day')).text()).toContain('feed 2');
    await waitUntil(
      async () => (await (await app.request('/specials')).text()).includes('feed 2'),
      PATIENCE_MS,
    );
  });
});

describe('a personal page (an order’s tracking page)', () => {
  it('is rendered for each request, never cached, and sent private, no-store and noindex', async () => {
    for (const url of [`/track/${'A'.repeat(32)}`, '/track', '/track?error=not-found']) {
      for (let visit = 0; visit < 2; visit += 1) {
        const before = reachedFrontend;
        const response = await app.request(url);
        await response.arrayBuffer();
        expect(reachedFrontend, url).toBe(before + 1);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(response.headers.get('x-robots-tag')).toBe('noindex');
        expect(response.headers.get('etag')).toBeNull();
        expect(response.headers.get('content-type')).toContain('text/html');
      }
    }
  });
});
