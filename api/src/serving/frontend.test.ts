import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrontend } from './frontend.ts';
import { buildManifest } from './manifest.ts';

let root: string;
let base: string;
let close: () => void;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'ata-serving-'));
  write('shell/dist/index.html', '<!doctype html><title>shell</title>');
  write('shell/dist/assets/index-AbCd1234.js', 'console.log("shell")');
  write('mfe-catalog/dist/assets/remoteEntry.js', 'export const get = 1;');
  write('mfe-catalog/dist/assets/__federation_expose_Lifecycles-Xy_9-abc.js', 'export {}');
  write('admin-console/dist/index.html', '<!doctype html><title>admin</title>');
  write('admin-console/dist/assets/index-Qw3rTy12.js', 'admin()');
  write('mfe-catalog/dist-widget/ata-product-grid.js', 'widget()');
  write('mfe-catalog/dist-widget/demo.html', '<!doctype html><title>partner</title>');
  write('secret.txt', 'outside');
  const app = new Koa();
  app.use(createFrontend({ root, env: { MFE_BLOG_URL: 'https://cdn.example.com/blog' } }));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  rmSync(root, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => fetch(`${base}${p}`, { headers });

describe('front-end serving', () => {
  it('answers public routes with the shell page and any other path with it and status 404', async () => {
    for (const p of [
      '/',
      '/shop',
      '/product/abc',
      '/cart',
      '/checkout',
      '/about',
      '/blog/jollof',
      '/terms',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain(
        "script-src 'self' https://cdn.example.com",
      );
    }
    const missing = await get('/no/such/page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<title>shell</title>');
  });

  it('caches hashed assets for a year and revalidates entry files', async () => {
    const asset = await get('/assets/index-AbCd1234.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    const chunk = await get('/mfe/catalog/assets/__federation_expose_Lifecycles-Xy_9-abc.js');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    const entry = await get('/mfe/catalog/assets/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    // node:http, not fetch: fetch adds `Cache-Control: no-cache` to conditional requests.
    const status = await new Promise<number | undefined>((resolve, reject) =>
      http
        .get(
          `${base}/mfe/catalog/assets/remoteEntry.js`,
          { headers: { 'If-None-Match': entry.headers.get('etag') ?? '' } },
          (res) => {
            res.resume();
            resolve(res.statusCode);
          },
        )
        .on('error', reject),
    );
    expect(status).toBe(304);
  });

  it('answers 404 for missing files, never the HTML page', async () => {
    expect((await get('/mfe/catalog/assets/nope.js')).status).toBe(404);
    expect((await get('/assets/nope-12345678.js')).status).toBe(404);
    expect((await get('/mfe/catalog/%2e%2e/%2e%2e/secret.txt')).status).toBe(404);
    expect((await get('/widget/../secret.txt')).status).toBe(404);
  });

  it('serves the admin SPA with a fallback, and the widget to other origins', async () => {
    const deep = await get('/admin/products/123');
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<title>admin</title>');
    expect((await get('/admin/assets/index-Qw3rTy12.js')).headers.get('cache-control')).toContain(
      'immutable',
    );
    const widget = await get('/widget/ata-product-grid.js');
    expect(widget.status).toBe(200);
    expect(widget.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('gives the widget demo page the same CSP as every other page', async () => {
    const demo = await get('/widget/demo.html');
    expect(demo.status).toBe(200);
    expect(demo.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(demo.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('publishes the manifest with environment overrides', async () => {
    const res = await get('/mfe-manifest.json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      mfe_catalog: '/mfe/catalog/assets/remoteEntry.js',
      mfe_cart_checkout: '/mfe/cart-checkout/assets/remoteEntry.js',
      mfe_blog: 'https://cdn.example.com/blog/assets/remoteEntry.js',
    });
    expect(buildManifest({ MFE_CATALOG_URL: 'https://x.test/entry.js' }).mfe_catalog).toBe(
      'https://x.test/entry.js',
    );
  });
});
