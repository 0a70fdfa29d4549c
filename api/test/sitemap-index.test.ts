import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrontend } from '../src/serving/frontend.ts';
import { createProductOverHttp } from './support/http-products.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** The protocol's 50,000 URLs a file, lowered so that the seed's shop needs a sitemap index. */
const MAX_URLS = 30;

let app: TestApp;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'ata-sitemap-index-'));
  app = await startTestApp({}, { frontend: createFrontend({ root, sitemapMaxUrls: MAX_URLS }) });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

async function xmlAt(url: string) {
  const response = await app.request(url.replace(app.url, ''));
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  return response.text();
}
const locsIn = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1] ?? '');
const productSlugs = async () =>
  (await app.orm.em.fork().execute<{ slug: string }[]>('select slug from product order by slug')).map(
    (row) => `/product/${row.slug}`,
  );

/** Every URL the index leads to, file by file. */
async function walk() {
  const index = await xmlAt('/sitemap.xml');
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = locsIn(index).map((loc) => loc.replace(app.url, ''));
  const urls = new Map<string, string[]>();
  for (const file of files)
    urls.set(
      file,
      locsIn(await xmlAt(file)).map((loc) => loc.replace(app.url, '')),
    );
  return { files, urls };
}

describe('GET /sitemap.xml beyond the URLs one file may hold', () => {
  it('is an index of files that together list every page once, no file over the limit', async () => {
    const slugs = await productSlugs();
    const { files, urls } = await walk();
    expect(files).toEqual([
      '/sitemaps/pages.xml',
      ...Array.from(
        { length: Math.ceil(slugs.length / MAX_URLS) },
        (_, i) => `/sitemaps/products-${i + 1}.xml`,
      ),
    ]);
    const products = files.slice(1).flatMap((file) => urls.get(file) ?? []);
    expect(products).toEqual(slugs);
    for (const file of files.slice(1)) expect(urls.get(file)?.length).toBeLessThanOrEqual(MAX_URLS);
    const pages = urls.get('/sitemaps/pages.xml') ?? [];
    expect(pages).toEqual(expect.arrayContaining(['/', '/shop', '/blog', '/about', '/shop?category=spices']));
    expect(pages.some((loc) => loc.startsWith('/product/'))).toBe(false);
  });

  it('answers 404 for a file that does not exist', async () => {
    const files = Math.ceil((await productSlugs()).length / MAX_URLS);
    for (const missing of [
      `/sitemaps/products-${files + 1}.xml`,
      '/sitemaps/products-0.xml',
      '/sitemaps/other.xml',
    ])
      expect((await app.request(missing)).status, missing).toBe(404);
  });

  it('is regenerated when a product is added', async () => {
    await walk();
    const product = await createProductOverHttp<{ slug: string }>(app.url, {
      stock: 1,
      prefix: 'sitemap-index',
      label: 'Sitemap index pepper',
      description: 'Listed in a products file once saved.',
    });
    const { urls } = await walk();
    expect([...urls.values()].flat()).toContain(`/product/${product.slug}`);
  });
});
