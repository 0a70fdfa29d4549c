import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './support/credentials.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Post = { slug: string; published: boolean; categoryId: string | null };

describe('drafts stay private', () => {
  it("a client's filter cannot widen the public blog list to drafts", async () => {
    const all: Post[] = await (
      await app.request('/api/blog/all', { headers: { Authorization: app.basic.admin } })
    ).json();
    const draft = all.find((post) => !post.published);
    expect(draft).toBeDefined();
    for (const filter of ['{"published":false}', `{"slug":"${draft!.slug}"}`, '{"published":[true,false]}']) {
      const response = await app.request(`/api/blog?filter=${encodeURIComponent(filter)}`);
      expect(response.status, filter).toBe(200);
      const posts: Post[] = await response.json();
      expect(
        posts.every((post) => post.published),
        filter,
      ).toBe(true);
    }
    const topic = draft!.categoryId;
    expect(topic).toBeTruthy();
    const byTopic: Post[] = await (
      await app.request(`/api/blog/category/${topic}?filter=${encodeURIComponent('{"published":false}')}`)
    ).json();
    expect(byTopic).toEqual([]);
  });
});

describe('401 answers', () => {
  it('name the accepted schemes, without a Basic prompt for the console page', async () => {
    const api = await app.request('/api/orders');
    expect(api.status).toBe(401);
    expect(api.headers.get('www-authenticate')).toMatch(/^Basic realm="Ata Market"/);
    const fromPage = await app.request('/api/auth/check', {
      headers: { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors' },
    });
    expect(fromPage.status).toBe(401);
    expect(fromPage.headers.get('www-authenticate')).toMatch(/^Cookie realm="Ata Market"/);
  });
});

describe('cached JSON', () => {
  it('varies by Origin on the fast path and the normal path', async () => {
    const first = await app.request('/api/categories', { headers: { Origin: 'https://partner.example' } });
    expect(first.headers.get('vary')).toMatch(/Origin/);
    const hit = await app.request('/api/categories');
    expect(hit.status).toBe(200);
    expect(hit.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(hit.headers.get('vary')).toMatch(/Origin/);
  });
});

describe('request ids', () => {
  it('every answer carries one; a plain id from the proxy is kept', async () => {
    const a = await app.request('/api/categories');
    const b = await app.request('/api/nope');
    expect(a.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect(b.headers.get('x-request-id')).not.toBe(a.headers.get('x-request-id'));
    const kept = await app.request('/healthz', { headers: { 'X-Request-Id': 'edge-42' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-42');
    const replaced = await app.request('/healthz', { headers: { 'X-Request-Id': 'a\u00e9<script>' } });
    expect(replaced.headers.get('x-request-id')).not.toContain('<');
  });
});

describe('behind a proxy', () => {
  it('TRUST_PROXY=1 takes the address the proxy saw, not one the client wrote', async () => {
    const proxied = await startTestApp({ trustProxy: 1, orderRateLimit: 1 });
    try {
      const order = (forwardedFor: string) =>
        proxied.request('/api/orders', {
          method: 'POST',
          headers: { 'X-Forwarded-For': forwardedFor },
          json: {},
        });
      expect((await order('1.1.1.1, 203.0.113.7')).status).toBe(400);
      // The client rewrote the leftmost entry: still the same address for the limit.
      expect((await order('2.2.2.2, 203.0.113.7')).status).toBe(429);
      expect((await order('203.0.113.8')).status).toBe(400);
    } finally {
      await proxied.close();
    }
  });

  it("the admin's saves pass behind an HTTPS proxy without TRUST_PROXY", async () => {
    // Production: no localhost leniency, the page's origin is https while the app sees http.
    const shop = await startTestApp({ isProduction: true });
    try {
      const host = new URL(shop.url).host;
      const login = await shop.request('/api/auth/login', { method: 'POST', json: ADMIN });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const save = (origin: string) =>
        shop.request('/api/categories', {
          method: 'POST',
          headers: { Cookie: cookie, Origin: origin },
          json: { name: 'Behind TLS', slug: `behind-tls-${origin.length}` },
        });
      expect((await save(`https://${host}`)).status).toBe(201);
      expect((await save('https://evil.example')).status).toBe(403);
    } finally {
      await shop.close();
    }
  });
});
