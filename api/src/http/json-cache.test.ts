import { describe, expect, it } from 'vitest';
import { JsonCache } from './json-cache.ts';

describe('JsonCache', () => {
  it('serves a stored answer until its tag is invalidated', async () => {
    const cache = new JsonCache();
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
    const cache = new JsonCache();
    await cache.get('blog', '/api/blog', async () => {
      cache.invalidate('blog');
      return { data: ['stale'] };
    });
    expect(cache.peek('/api/blog')).toBeUndefined();
  });

  it('expires entries after maxAgeMs (writes made by other processes)', async () => {
    let now = 1_000;
    const cache = new JsonCache(10_000, () => now);
    const entry = await cache.get('settings', '/api/settings', async () => ({ data: {} }));
    now += 9_999;
    expect(cache.peek('/api/settings')).toBe(entry);
    now += 1;
    expect(cache.peek('/api/settings')).toBeUndefined();
  });

  it('gives equal bodies equal strong ETags', async () => {
    const a = await new JsonCache().get('products', '/a', async () => ({ data: [1, 2] }));
    const b = await new JsonCache().get('products', '/b', async () => ({ data: [1, 2] }));
    expect(a.etag).toBe(b.etag);
    expect(a.etag).toMatch(/^"[\w-]+"$/);
  });
});
