import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it, vi } from 'vitest';
import { ResponseCache, sendCached, toCachedBody } from './response-cache.ts';

describe('ResponseCache', () => {
  it('builds an answer once for requests that miss it together (an expired page under load)', async () => {
    const cache = new ResponseCache();
    let renders = 0;
    const produce = async () => {
      renders += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return { entry: toCachedBody(Buffer.from('<p>page</p>'), { type: 'text/html' }), keep: true };
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.remember(['products'], 'page /shop', produce)),
    );
    expect(renders).toBe(1);
    expect(new Set(answers).size).toBe(1);
    // After a write, a new request does not get the answer begun before it.
    const before = cache.remember(['products'], 'page /x', produce);
    cache.invalidate('products');
    await Promise.all([before, cache.remember(['products'], 'page /x', produce)]);
    expect(renders).toBe(3);
  });

  it('serves a stored answer until its tag is invalidated', async () => {
    const cache = new ResponseCache();
    let calls = 0;
    const produce = async () => ({ data: { calls: ++calls } });
    const first = await cache.get('products', '/api/products', produce);
    const second = await cache.get('products', '/api/products', produce);
    expect(second).toBe(first);
    expect(cache.peek('/api/products')).toBe(first);
    cache.invalidate('categories');
    expect(cache.peek('/api/products')).toBe(first);
    cache.invalidate('products');
    expect(cache.peek('/api/products')).toBeUndefined();
    expect(JSON.parse((await cache.get('products', '/api/products', produce)).body.toString())).toEqual({
      calls: 2,
    });
  });

  it('does not store an answer computed while a write invalidated its tag', async () => {
    const cache = new ResponseCache();
    await cache.get('blog', '/api/blog', async () => {
      cache.invalidate('blog');
      return { data: ['stale'] };
    });
    expect(cache.peek('/api/blog')).toBeUndefined();
  });

  it('expires entries after maxAgeMs (writes made by other processes)', async () => {
    let now = 1_000;
    const cache = new ResponseCache(10_000, () => now);
    const entry = await cache.get('settings', '/api/settings', async () => ({ data: {} }));
    now += 9_999;
    expect(cache.peek('/api/settings')).toBe(entry);
    now += 1;
    expect(cache.peek('/api/settings')).toBeUndefined();
  });

  it('gives equal bodies equal strong ETags', async () => {
    const a = await new ResponseCache().get('products', '/a', async () => ({ data: [1, 2] }));
    const b = await new ResponseCache().get('products', '/b', async () => ({ data: [1, 2] }));
    expect(a.etag).toBe(b.etag);
    expect(a.etag).toMatch(/^"[\w-]+"$/);
  });

  it('keeps a page built from several resources until any of them is written, and not a partial one', async () => {
    const cache = new ResponseCache();
    let renders = 0;
    const page =
      (keep = true) =>
      async () => {
        renders++;
        return { entry: toCachedBody(Buffer.from(`<p>${renders}</p>`), { type: 'text/html' }), keep };
      };
    const first = await cache.remember(['products', 'blog'], 'page /shop', page());
    expect(await cache.remember(['products', 'blog'], 'page /shop', page())).toBe(first);
    cache.invalidate('settings');
    expect(await cache.remember(['products', 'blog'], 'page /shop', page())).toBe(first);
    cache.invalidate('blog');
    const second = await cache.remember(['products', 'blog'], 'page /shop', page());
    expect(second.body.toString()).toBe('<p>2</p>');
    // Never served for an API URL by the fast path.
    expect(cache.peek('/shop')).toBeUndefined();
    await cache.remember(['products'], 'page /partial', page(false));
    expect(cache.peek('page /partial')).toBeUndefined();
  });
});

describe('ResponseCache bound', () => {
  const body = (n: number) => ({ data: { filler: 'x'.repeat(1_000), n } });

  it('keeps its bytes under the bound, evicting the least recently used answers first', async () => {
    const cache = new ResponseCache(10_000, Date.now, 50_000);
    await cache.get('products', '/api/catalog?page=1', async () => body(1));
    for (let page = 2; page <= 200; page += 1) {
      await cache.get('products', `/api/catalog?page=${page}`, async () => body(page));
      cache.peek('/api/catalog?page=1'); // the shop's first page stays popular
      expect(cache.size).toBeLessThanOrEqual(50_000);
    }
    expect(cache.peek('/api/catalog?page=1')).toBeDefined();
    expect(cache.peek('/api/catalog?page=200')).toBeDefined();
    expect(cache.peek('/api/catalog?page=199')).toBeDefined();
    expect(cache.peek('/api/catalog?page=2')).toBeUndefined();
  });

  it('does not keep an answer larger than the whole bound', async () => {
    const cache = new ResponseCache(10_000, Date.now, 1_000);
    const entry = await cache.get('blog', '/api/blog', async () => body(1));
    expect(JSON.parse(entry.body.toString()).n).toBe(1);
    expect(cache.peek('/api/blog')).toBeUndefined();
  });

  it('drops only the invalidated tag', async () => {
    const cache = new ResponseCache();
    await cache.get('products', '/api/catalog?q=suya', async () => body(1));
    await cache.get('blog', '/api/blog', async () => body(2));
    cache.invalidate('products');
    expect(cache.peek('/api/catalog?q=suya')).toBeUndefined();
    expect(cache.peek('/api/blog')).toBeDefined();
  });
});

describe('ResponseCache staleness', () => {
  const page = (html: string, status = 200) => ({
    entry: toCachedBody(Buffer.from(html), { type: 'text/html', status }),
    keep: true,
  });

  it('serves an expired page at once while one request renders it again', async () => {
    let now = 0;
    const cache = new ResponseCache(10_000, () => now);
    await cache.remember(['products'], 'page /shop', async () => page('<p>old</p>'));
    now += 10_000;
    expect(cache.peek('page /shop')).toBeUndefined(); // the fast path leaves it to a request that refreshes
    let renders = 0;
    let finish: () => void = () => {};
    const slow = async () => {
      renders += 1;
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return page('<p>new</p>');
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.remember(['products'], 'page /shop', slow)),
    );
    expect(answers.map((answer) => answer.body.toString())).toEqual(Array(5).fill('<p>old</p>'));
    expect(renders).toBe(1);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.peek('page /shop')?.body.toString()).toBe('<p>new</p>');
  });

  it('keeps serving the stale page when its refresh fails (the database is away)', async () => {
    const cache = new ResponseCache();
    const failures: unknown[] = [];
    cache.onRefreshError = (error) => failures.push(error);
    await cache.remember(['products', 'product:suya'], 'page /product/suya', async () => page('<p>suya</p>'));
    cache.markStale('product:suya');
    const down = async () => {
      throw new Error('Query read timeout');
    };
    const answer = await cache.remember(['products', 'product:suya'], 'page /product/suya', down);
    expect(answer.body.toString()).toBe('<p>suya</p>');
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toHaveLength(1);
    // With nothing stale to serve, the failure is the answer.
    await expect(cache.remember(['products'], 'page /never-seen', down)).rejects.toThrow(
      'Query read timeout',
    );
  });

  it('marks stale only what the tags name, and drops JSON answers rather than serve old stock', async () => {
    const cache = new ResponseCache();
    await cache.remember(['products', 'product:suya'], 'page /product/suya', async () => page('suya'));
    await cache.remember(['products', 'product:kilishi'], 'page /product/kilishi', async () =>
      page('kilishi'),
    );
    await cache.get('products', '/api/products/suya', async () => ({ data: {}, tags: ['product:suya'] }));
    cache.markStale('product:suya');
    expect(cache.peek('page /product/kilishi')).toBeDefined();
    expect(cache.peek('page /product/suya')).toBeUndefined();
    expect(cache.peek('/api/products/suya')).toBeUndefined();
    expect(
      (await cache.remember(['products'], 'page /product/suya', async () => page('new'))).body.toString(),
    ).toBe('suya');
  });

  it('keeps not-found pages in a bound of their own: a flood of them evicts no real page', async () => {
    const cache = new ResponseCache(10_000, Date.now, 50_000);
    await cache.remember(['products'], 'page /shop', async () => page('<p>shop</p>'));
    for (let n = 0; n < 500; n += 1)
      await cache.remember(['products'], `page /junk-${n}`, async () => page('x'.repeat(500), 404));
    expect(cache.peek('page /shop')).toBeDefined();
    expect(cache.peek('page /junk-499')).toBeDefined();
    expect(cache.peek('page /junk-0')).toBeUndefined();
  });
});

describe('a cached answer sent brotli-compressed', () => {
  it('goes out quickly compressed at first, then as the smaller copy made meanwhile, the same page', async () => {
    // Cards of words in a seeded shuffle: text like a shop page's, which the better quality packs tighter.
    const words =
      'ata rodo tatashe iru ogiri egusi ofada ugu uziza uda crayfish suya yaji garri elubo ewedu'.split(' ');
    let seed = 7;
    const word = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return words[seed % words.length];
    };
    const phrase = (n: number) => Array.from({ length: n }, word).join(' ');
    const cards = Array.from(
      { length: 200 },
      (_, i) =>
        `<li class="card"><a href="/product/${i}"><h3>${phrase(3)}</h3><p>${phrase(14)}</p><p>₦${i * 37}.00</p></a></li>`,
    ).join('');
    const page = Buffer.from(`<!doctype html><html><body><ul>${cards}</ul></body></html>`);
    const entry = toCachedBody(page, { type: 'text/html; charset=utf-8' });
    const app = new Koa();
    app.use((ctx) => sendCached(ctx, entry));
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const brotli = async () => {
      const response = await fetch(url, { headers: { 'Accept-Encoding': 'br' } });
      expect(response.headers.get('content-encoding')).toBe('br');
      const body = Buffer.from(await response.arrayBuffer());
      return { bytes: Number(response.headers.get('content-length')), body };
    };
    try {
      const first = await brotli();
      expect(first.body.equals(page)).toBe(true);
      await vi.waitFor(async () => expect((await brotli()).bytes).toBeLessThan(first.bytes * 0.95));
      expect((await brotli()).body.equals(page)).toBe(true);
    } finally {
      server.close();
    }
  });
});
