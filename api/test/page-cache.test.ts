import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrontend } from '../src/serving/frontend.ts';
import { createProductOverHttp } from './support/http-products.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
let root: string;
/** How many requests reached the front-end middleware (a cached page must not). */
let reachedFrontend = 0;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'ata-page-cache-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write(
    'shell/dist/index.html',
    '<!doctype html><html><head><fragment name="head"></fragment></head><body>' +
      '<template id="single-spa-layout"><single-spa-router><main><route default>' +
      '<application name="shell_pages"></application></route></main></single-spa-router></template></body></html>',
  );
  // The page lists the shop's products (read in-process) and names its origin, as canonical links do.
  write(
    'shell/dist/server/server.js',
    `export async function render({ url, origin, data }) {
      const products = await (await data.fetch('/api/products')).json();
      const known = new URL(url, origin).pathname === '/about';
      return {
        html: '<h1>About</h1><ul>' + products.map((p) => '<li>' + p.name + '</li>').join('') + '</ul>',
        head: '<link rel="canonical" href="' + origin + '/about">',
        status: known ? 200 : 404,
      };
    }`,
  );
  const frontend = createFrontend({ root });
  app = await startTestApp(
    {},
    {
      frontend: (ctx, next) => {
        reachedFrontend += 1;
        return frontend(ctx, next);
      },
    },
  );
});
afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

/** Every header but those that differ per response by nature. */
const stableHeaders = (response: Response) =>
  Object.fromEntries(
    [...response.headers].filter(([name]) => !['date', 'x-request-id', 'keep-alive'].includes(name)),
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
