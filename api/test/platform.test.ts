import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutes } from '../src/app.ts';
import { AuthService } from '../src/auth/service.ts';
import { loadConfig } from '../src/config.ts';
import { ResponseCache } from '../src/http/response-cache.ts';
import { mountRoutes } from '../src/http/route.ts';
import { openApiPath } from '../src/openapi/document.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ corsOrigins: ['https://partner.example'] });
});
afterAll(() => app.close());

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    const health = await app.request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ database: 'up' });
  });
});

describe('errors are JSON, never HTML', () => {
  it('unknown /api path → 404 JSON', async () => {
    const response = await app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  it('wrong method → 405 JSON with Allow', async () => {
    const response = await app.request('/api/products', { method: 'PATCH' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
    expect(await response.json()).toEqual({ message: 'Method not allowed' });
  });

  it('malformed JSON → 400', async () => {
    const response = await app.request('/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"customerName": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Malformed JSON body' });
  });

  it('body over 100 KB → 413', async () => {
    const response = await app.request('/api/orders', {
      method: 'POST',
      json: { customerName: 'x'.repeat(110 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request body too large' });
  });
});

describe('security headers', () => {
  it('are on every response', async () => {
    for (const path of ['/healthz', '/api/products', '/api/nothing-here']) {
      const response = await app.request(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    const api = await app.request('/api/categories');
    expect(api.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

describe('CORS', () => {
  it('lets configured origins read Content-Range, with cookies', async () => {
    const response = await app.request('/api/products?range=[0,1]', {
      headers: { Origin: 'https://partner.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('opens public catalogue reads to any origin without cookies, and nothing else', async () => {
    const catalogue = await app.request('/api/products', { headers: { Origin: 'https://evil.example' } });
    expect(catalogue.headers.get('access-control-allow-origin')).toBe('*');
    expect(catalogue.headers.get('access-control-allow-credentials')).toBeNull();
    const page = await app.request('/api/catalog?featured=true&pageSize=4', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(page.headers.get('access-control-allow-origin')).toBe('*');
    const settings = await app.request('/api/settings', { headers: { Origin: 'https://evil.example' } });
    expect(settings.headers.get('access-control-allow-origin')).toBeNull();
    const orders = await app.request('/api/orders', { headers: { Origin: 'https://evil.example' } });
    expect(orders.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('cached reads on the fast path', () => {
  it('serve gzip when accepted, HEAD without a body, and the same headers as the normal path', async () => {
    await app.request('/api/categories'); // fill the cache
    const gzip = await app.request('/api/categories', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect((await gzip.json()).length).toBeGreaterThanOrEqual(6);
    expect(gzip.headers.get('x-content-type-options')).toBe('nosniff');
    expect(gzip.headers.get('etag')).toMatch(/^".+"$/);
    const head = await app.request('/api/categories', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answer CORS preflights for configured origins', async () => {
    const preflight = await app.request('/api/orders', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://partner.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
  });
});

describe('images', () => {
  it('serves seeded SVG art and 404s unknown or unsafe names', async () => {
    const products = (await (await app.request('/api/products')).json()) as { imageUrl: string }[];
    const image = await app.request(products[0]!.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');
    expect((await app.request('/api/images/nope.svg')).status).toBe(404);
    expect((await app.request('/api/images/..%2Fpackage.json')).status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('is generated from the core schemas and lists every route the app serves', async () => {
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.schemas.Product?.properties).toHaveProperty('price');
    expect(document.components.schemas.OrderPayload?.properties).toHaveProperty('items');

    const routes = createRoutes({
      orm: app.orm,
      cache: new ResponseCache(),
      auth: new AuthService(app.orm),
      config: { ...loadConfig({}), orderRateLimit: 1 },
    });
    const served = mountRoutes(routes).stack.flatMap((layer) =>
      layer.methods
        .filter((m) => m !== 'HEAD')
        .map((m) => `${m.toLowerCase()} ${openApiPath(String(layer.path))}`),
    );
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(new Set(served)).toEqual(new Set(documented));
    expect(served).toHaveLength(routes.length);
  });
});
