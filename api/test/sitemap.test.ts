import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrontend } from '../src/serving/frontend.ts';
import { createProductOverHttp } from './support/http-products.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
let root: string;
beforeAll(async () => {
  // The sitemap needs no front-end build: an empty root is enough.
  root = mkdtempSync(path.join(tmpdir(), 'ata-sitemap-'));
  app = await startTestApp({}, { frontend: createFrontend({ root }) });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const locs = async () => {
  const response = await app.request('/sitemap.xml');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  return [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]?.replace(app.url, ''));
};

describe('GET /sitemap.xml', () => {
  it('lists the static pages, every category page, every product and only published posts', async () => {
    const listed = await locs();
    expect(listed).toEqual(expect.arrayContaining(['/', '/shop', '/blog', '/about', '/terms']));
    const categories: { slug: string }[] = await (await app.request('/api/categories')).json();
    for (const category of categories) expect(listed).toContain(`/shop?category=${category.slug}`);
    const [row] = await app.orm.em.fork().execute<{ count: string }[]>('select count(*) from product');
    expect(listed.filter((loc) => loc?.startsWith('/product/'))).toHaveLength(Number(row?.count));
    const posts = await app.orm.em
      .fork()
      .execute<{ slug: string; published: boolean }[]>('select slug, published from blog_post');
    expect(posts.some((post) => !post.published)).toBe(true);
    for (const post of posts) expect(listed.includes(`/blog/${post.slug}`)).toBe(post.published);
  });

  it('is regenerated when a product is added', async () => {
    await locs();
    const product = await createProductOverHttp<{ slug: string }>(app.url, {
      stock: 1,
      prefix: 'sitemap',
      label: 'Sitemap pepper',
      description: 'Listed in the sitemap once saved.',
    });
    expect(await locs()).toContain(`/product/${product.slug}`);
  });
});
