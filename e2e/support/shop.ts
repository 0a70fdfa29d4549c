// Shop data for cart and checkout journeys: real products from the API, and a cart saved the way the
// store saves it (localStorage), so these journeys do not depend on the catalogue's pages.
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { adminCredentials } from './env.ts';

export interface ApiProduct {
  id: string;
  name: string;
  slug: string;
  description: string;
  price: number;
  stock: number;
  imageUrl: string | null;
  categoryId: string | null;
  isFeatured: boolean;
}

/** A cart line as the cart store saves it. */
export const cartLine = (product: ApiProduct, quantity = 1) => ({
  productId: product.id,
  name: product.name,
  price: product.price,
  imageUrl: product.imageUrl,
  quantity,
});

/** The seeded catalogue, prices as numbers. */
export async function products(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/products');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ApiProduct[]).map((p) => ({ ...p, price: Number(p.price) }));
}

/**
 * The cart the browser kept before it lived on the server (localStorage), there before the shop's next page
 * runs, once. Written from an open shop page instead, it would race that page's cart store, which moves it
 * to the server when idle (and the next page's request could leave before the cookie that names the cart).
 */
export async function keepOldCart(page: Page, lines: ReturnType<typeof cartLine>[]) {
  const once = `old-cart-${Math.random()}`;
  await page.addInitScript(
    ({ once, saved }) => {
      if (!location.protocol.startsWith('http') || sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, '1');
      localStorage.setItem('ata_cart', saved);
    },
    { once, saved: JSON.stringify(lines) },
  );
}

/** Opens `path` with the cart already holding `lines`, as a returning shopper would. */
export async function visitWithCart(page: Page, path: string, lines: ReturnType<typeof cartLine>[]) {
  await keepOldCart(page, lines);
  await page.goto(path);
  // The header's cart button opens the drawer once the drawer parcel is mounted (before that it links
  // to /cart): let the page finish loading, as a shopper would.
  await page.waitForLoadState('networkidle');
}

/** The chat app is another site: answer its URL locally so no test leaves this machine. */
export async function stubChatApp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }),
  );
}

/** The admin API's credentials (HTTP Basic), as the console sends them. */
export const adminHeaders = () => {
  const { username, password } = adminCredentials;
  return { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` };
};

/** A product of this test's own (unique name), made through the admin API; image-less unless given one. */
export async function createProduct(
  request: APIRequestContext,
  fields: { name: string; stock: number; categoryId?: string | null; imageUrl?: string | null },
): Promise<ApiProduct> {
  const tag = `${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const name = `${fields.name} ${tag}`;
  const response = await request.post('/api/products', {
    headers: adminHeaders(),
    data: {
      name,
      slug: name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-'),
      description: 'Made by a browser journey.',
      price: '1500',
      stock: fields.stock,
      imageUrl: fields.imageUrl ?? null,
      categoryId: fields.categoryId ?? null,
      isFeatured: false,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const created = (await response.json()) as ApiProduct;
  return { ...created, price: Number(created.price) };
}
