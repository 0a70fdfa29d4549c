// @vitest-environment node

import { recordedCatalogPage } from '@ata/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { categories, products } from '../test/fixtures.ts';
import { fakeFetch } from '../test/render.tsx';
import { render } from './server.tsx';

const [suya, , chinChin] = products;
const asApi = (product: typeof suya) => ({ ...product, price: `${product?.price}.00` });
const origin = 'https://shop.example.ng';
const answers = fakeFetch({
  [`/api/products/${suya?.slug}`]: asApi(suya),
  [`/api/products/${chinChin?.slug}`]: asApi(chinChin),
  '/api/categories': categories,
  '/api/settings': {},
});
/** The API as the server render reads it: GET /api/catalog as recorded over the fixtures, the rest by path. */
const data = {
  fetch: (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), origin);
    if (url.pathname !== '/api/catalog') return answers(input);
    const page = recordedCatalogPage(url.pathname + url.search, products);
    return Response.json({ ...page, items: page.items.map(asApi) });
  }) as typeof fetch,
};
const renderUrl = (url: string) => render({ url, origin, props: { name: 'mfe_catalog' }, data });

/** The JSON-LD blocks of a head, parsed. */
const jsonLd = (head: string) =>
  [...head.matchAll(/<script data-ssr type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );

describe('catalogue server entry', () => {
  it('renders a product with its head: title, canonical, Open Graph price in NGN, absolute image, JSON-LD', async () => {
    const page = await renderUrl(`/product/${suya?.slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1 [^>]*class="cat-product__name">Suya Spice<\/h1>/);
    expect(page.html).toContain('₦1,500');
    expect(page.head).toContain('<title data-ssr>Suya Spice | Ata Market</title>');
    expect(page.head).toContain(`<link data-ssr rel="canonical" href="${origin}/product/${suya?.slug}">`);
    expect(page.head).toContain('<meta data-ssr property="og:type" content="product">');
    expect(page.head).toContain('<meta data-ssr property="product:price:amount" content="1500.00">');
    expect(page.head).toContain('<meta data-ssr property="product:price:currency" content="NGN">');
    expect(page.head).toMatch(new RegExp(`property="og:image" content="${origin}/`));
    const [product, breadcrumbs] = jsonLd(page.head);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Suya Spice',
      offers: { price: '1500.00', priceCurrency: 'NGN', availability: 'https://schema.org/InStock' },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    // The browser hydrates from the same data: the product is in the dehydrated cache.
    expect(JSON.stringify(page.state)).toContain(`/api/products/${suya?.slug}`);
  });

  it('marks a product that cannot be bought as OutOfStock', async () => {
    const page = await renderUrl(`/product/${chinChin?.slug}`);
    expect(jsonLd(page.head)[0]).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('answers 404 with the not-found text for an unknown product', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = await renderUrl('/product/no-such-thing');
    expect(page.status).toBe(404);
    expect(page.html).toContain('Product Not Found');
  });

  it('renders the shop with every product and its price, and the home page with Organization data', async () => {
    const shop = await renderUrl('/shop');
    expect(shop.status).toBe(200);
    for (const product of products) expect(shop.html).toContain(product.name.replace(/&/g, '&amp;'));
    const home = await renderUrl('/');
    expect(jsonLd(home.head)[0]).toMatchObject({ '@type': 'Organization', name: 'Ata Market' });
  });
});
