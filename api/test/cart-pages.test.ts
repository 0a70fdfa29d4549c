import { CART_COOKIE } from '@ata/core/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../src/http/response-cache.ts';
import { createFrontend } from '../src/serving/frontend.ts';
import { makeProduct } from './support/fixtures.ts';
import { storefrontBuild } from './support/storefront-build.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
let build: ReturnType<typeof storefrontBuild> | undefined;
/** How many requests reached the front-end middleware (a page from the shared cache does not). */
let reachedFrontend = 0;
/** Every read of the renders (and of the storefront): path and whether it carried the cart cookie. */
const reads: { path: string; cookie: boolean }[] = [];

beforeAll(async () => {
  // The page says how many items the visitor's cart holds (read like the header does) and lists the products.
  build = storefrontBuild(
    `export async function render({ data }) {
      const cart = await (await data.fetch('/api/cart')).json();
      const products = await (await data.fetch('/api/products')).json();
      const count = cart.items.reduce((sum, line) => sum + line.quantity, 0);
      return { html: '<p id="count">' + count + '</p><p>' + products.length + ' products</p>', head: '', status: 200 };
    }`,
  );
  const frontend = createFrontend({ root: build.root });
  app = await startTestApp(
    {},
    {
      cache: new ResponseCache(60 * 60_000),
      frontend: (ctx, next) => {
        reachedFrontend += 1;
        return frontend(ctx, next);
      },
    },
  );
  const port = app.koa.context.dataPort;
  app.koa.context.dataPort = (async (input: string | URL | Request, init?: RequestInit) => {
    reads.push({ path: String(input), cookie: new Headers(init?.headers).has('cookie') });
    return port(input, init);
  }) as typeof fetch;
});
afterAll(async () => {
  await app?.close();
  build?.remove();
});

const count = async (response: Response) => /<p id="count">(\d+)</.exec(await response.text())?.[1];
const withCart = (cartId: string) => ({ headers: { Cookie: `${CART_COOKIE}=${cartId}` } });

async function cartWith(quantity: number): Promise<string> {
  const product = await makeProduct(app.orm, { stock: 10 });
  const response = await app.request('/api/cart/lines', {
    method: 'POST',
    json: { productId: product.id, quantity },
  });
  const cartId = new RegExp(`${CART_COOKIE}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!cartId) throw new Error('no cart cookie');
  return cartId;
}

describe('a page requested with a cart', () => {
  it('is rendered for that shopper, privately, and never from or into the shared cache', async () => {
    // Everyone's page, cached: the second request does not reach the renderer.
    expect(await count(await app.request('/about'))).toBe('0');
    let before = reachedFrontend;
    expect(await count(await app.request('/about'))).toBe('0');
    expect(reachedFrontend).toBe(before);

    const cartId = await cartWith(3);
    before = reachedFrontend;
    const mine = await app.request('/about', withCart(cartId));
    expect(reachedFrontend).toBe(before + 1);
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    expect(mine.headers.get('vary')).toMatch(/Cookie/);
    expect(mine.headers.get('etag')).toBeNull();
    expect(await count(mine)).toBe('3');
    // Again: rendered again (the fast path does not answer it from the shared copy).
    expect(await count(await app.request('/about', withCart(cartId)))).toBe('3');
    expect(reachedFrontend).toBe(before + 2);

    // Nobody else sees it: the shared copy is as it was.
    before = reachedFrontend;
    const everyone = await app.request('/about');
    expect(await count(everyone)).toBe('0');
    expect(everyone.headers.get('cache-control')).toBe('no-cache');
    expect(reachedFrontend).toBe(before);
  });

  it('sends the cart cookie to the cart read only, and reads the cart once per page', async () => {
    const cartId = await cartWith(1);
    reads.length = 0;
    await app.request('/about?x=1', withCart(cartId));
    expect(reads.filter((read) => read.cookie).map((read) => read.path)).toEqual(['/api/cart']);
    expect(reads.filter((read) => read.path === '/api/cart')).toHaveLength(1);
    expect(reads.some((read) => read.path === '/api/products' && !read.cookie)).toBe(true);
  });

  it('is everyone’s page when the cookie names an empty, unknown or malformed cart', async () => {
    const cartId = await cartWith(1);
    await app.request('/api/cart', { method: 'DELETE', ...withCart(cartId) });
    for (const cookie of [cartId, 'AAAAAAAAAAAAAAAAAAAAAA', 'junk']) {
      const page = await app.request('/about', withCart(cookie));
      expect(page.headers.get('cache-control'), cookie).toBe('no-cache');
      expect(await count(page)).toBe('0');
    }
  });
});
