// The partner widget (<ata-product-grid>) on partner pages served from ANOTHER origin: a tiny
// static server on a free port, its pages pointing at the shop under test for the script and the API.
// `@playwright/test` directly: journey.ts waits up to 30 s for the shop's hydration mark, which a partner page
// (and the demo page) never has.
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { type PartnerSite, startPartnerSite } from '../support/partner-site.ts';

interface ApiProduct {
  id: string;
  name: string;
  price: number;
  stock: number;
  isFeatured: boolean;
  categoryId: string | null;
  variants?: { price: number }[];
}
interface ApiCategory {
  id: string;
  name: string;
  slug: string;
}

// React 18's UMD builds (installed as the aliases react18 / react-dom18), served by the partner site.
const require = createRequire(import.meta.url);
const umd = (pkg: string, file: string) => join(dirname(require.resolve(`${pkg}/package.json`)), 'umd', file);
const react18 = {
  '/react.js': umd('react18', 'react.production.min.js'),
  '/react-dom.js': umd('react-dom18', 'react-dom.production.min.js'),
};

/** The hostile rules of a careless partner stylesheet. */
const HOSTILE_CSS = `
  html { font-size: 62.5%; }
  button { display: none !important; }
  * { font-family: "Comic Sans MS", cursive !important; color: red; }
  img { visibility: hidden !important; }
  .cat-card, .apg-grid { display: none !important; }
  h3 { text-transform: uppercase !important; }`;

let partner: PartnerSite;
let shop: string;

test.beforeAll(async ({ baseURL }) => {
  if (!baseURL) throw new Error('the Playwright config must set use.baseURL (the shop under test)');
  shop = new URL(baseURL).origin;
  partner = await startPartnerSite(react18);
  expect(partner.origin).not.toBe(shop);
});

test.afterAll(async () => {
  await partner?.close();
});

/** Publishes a partner page (hostile CSS, the widget script from the shop) and opens it. */
async function openPartnerPage(page: Page, body: string, options: { css?: string; head?: string } = {}) {
  const path = `/page-${Math.random().toString(36).slice(2)}.html`;
  partner.pages.set(
    path,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
    <style>${options.css ?? HOSTILE_CSS}</style>${options.head ?? ''}</head>
    <body><h1>Partner blog</h1>${body}
    <script src="${shop}/widget/ata-product-grid.js"></script></body></html>`,
  );
  await page.goto(`${partner.origin}${path}`);
}

async function products(request: APIRequestContext, query = ''): Promise<ApiProduct[]> {
  const response = await request.get(`${shop}/api/products${query}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

async function categories(request: APIRequestContext): Promise<ApiCategory[]> {
  const response = await request.get(`${shop}/api/categories`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The home page's featured order: spices first, then the other featured products. */
async function featuredInShopOrder(request: APIRequestContext): Promise<ApiProduct[]> {
  const spices = (await categories(request)).find((category) => category.slug === 'spices');
  const featured = await products(request, '?featured=true');
  const first = featured.filter((product) => product.categoryId === spices?.id);
  return [...first, ...featured.filter((product) => !first.includes(product))];
}

const naira = (amount: number) =>
  `₦${new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 }).format(amount)}`;
const cards = (grid: Locator) => grid.getByRole('article');
const cardNames = (grid: Locator) => grid.getByRole('heading', { level: 3 });

test('renders the seeded products from the shop on a page of another origin', async ({ page, request }) => {
  const featured = (await featuredInShopOrder(request)).slice(0, 4);
  const categoryOf = new Map((await categories(request)).map((category) => [category.id, category.name]));
  expect(featured.length).toBeGreaterThan(0);
  await openPartnerPage(page, '<ata-product-grid featured limit="4"></ata-product-grid>');

  const grid = page.locator('ata-product-grid');
  await expect(cardNames(grid)).toHaveText(featured.map((product) => product.name));
  const first = cards(grid).first();
  // A product in sizes of different prices shows its lowest: "from ₦X".
  const sizePrices = (featured[0]!.variants ?? []).map((size) => size.price);
  await expect(first).toContainText(naira(sizePrices.length ? Math.min(...sizePrices) : featured[0]!.price));
  await expect(first).toContainText(categoryOf.get(featured[0]!.categoryId ?? '') ?? 'no category');
  await expect(first.getByRole('link', { name: featured[0]!.name })).toHaveAttribute(
    'href',
    `${shop}/product/${featured[0]!.id}`,
  );
  // Images come from the shop too (absolute URLs), and load.
  const image = first.locator('img');
  await expect(image).toHaveAttribute('src', new RegExp(`^${shop}/api/images/`));
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("the host's CSS neither hides nor restyles the widget, and the widget's CSS stays inside", async ({
  page,
}) => {
  await openPartnerPage(
    page,
    `<button id="host-button">Host button</button>
     <article class="cat-card" id="host-card">A host element using the widget's class name</article>
     <ata-product-grid limit="3"></ata-product-grid>`,
  );
  const grid = page.locator('ata-product-grid');
  await expect(cards(grid)).toHaveCount(3);
  // The hostile rule is live on the host page…
  await expect(page.locator('#host-button')).toBeHidden();
  // …but the widget's buttons and images show, in the widget's own font and colours.
  await expect(grid.getByRole('button', { name: /Add to Cart|Sold Out/ }).first()).toBeVisible();
  await expect(grid.locator('img').first()).toBeVisible();
  const name = cardNames(grid).first();
  const style = await name.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      font: computed.fontFamily,
      size: computed.fontSize,
      color: computed.color,
      transform: computed.textTransform,
    };
  });
  expect(style.font).not.toMatch(/comic/i);
  expect(style.size).toBe('16px'); // not 10px from the host's 62.5% root font size
  expect(style.color).not.toBe('rgb(255, 0, 0)');
  expect(style.transform).toBe('none');
  // The widget's card styles do not apply to the host's element of the same class.
  const hostCard = await page
    .locator('#host-card')
    .evaluate((element) => getComputedStyle(element).borderTopLeftRadius);
  expect(hostCard).toBe('0px');
});

test('changing attributes re-renders the grid', async ({ page, request }) => {
  const spices = await products(request, '?category=spices');
  const snacks = await products(request, '?category=snacks');
  expect(spices.length).toBeGreaterThan(2);
  expect(snacks.length).toBeGreaterThan(0);
  await openPartnerPage(page, '<ata-product-grid category="spices" limit="20"></ata-product-grid>');
  const grid = page.locator('ata-product-grid');
  await expect(cardNames(grid)).toHaveText(spices.slice(0, 20).map((product) => product.name));

  await grid.evaluate((element) => element.setAttribute('category', 'snacks'));
  await expect(cardNames(grid)).toHaveText(snacks.slice(0, 20).map((product) => product.name));

  await grid.evaluate((element) => element.setAttribute('limit', '1'));
  await expect(cardNames(grid)).toHaveText([snacks[0]!.name]);

  const section = grid.getByRole('region', { name: 'Products from Ata Market' });
  const background = () => section.evaluate((element) => getComputedStyle(element).backgroundColor);
  const light = await background();
  await grid.evaluate((element) => element.setAttribute('theme', 'dark'));
  await expect.poll(background).not.toBe(light);

  await grid.evaluate((element) => element.setAttribute('category', 'no-such-category'));
  await expect(grid.getByText('No products found')).toBeVisible();
});

test('add-to-cart and product clicks reach the host as composed events', async ({ page, request }) => {
  const [product] = (await featuredInShopOrder(request)).filter((item) => item.stock > 0);
  expect(product).toBeDefined();
  await openPartnerPage(page, '<ata-product-grid featured limit="20"></ata-product-grid>', {
    head: `<script>
        window.received = [];
        for (const type of ['ata:add-to-cart', 'ata:product-click'])
          document.addEventListener(type, (event) => {
            event.preventDefault(); // the partner handles both itself: no new tab
            window.received.push({ type, name: event.detail.product.name, url: event.detail.url,
              composed: event.composed, target: event.target.tagName });
          });
      </script>`,
  });
  const card = page.locator('ata-product-grid').getByRole('article').filter({ hasText: product!.name });
  const url = `${shop}/product/${product!.id}`;
  let opened = 0;
  page.context().on('page', () => {
    opened += 1;
  });

  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await card.getByRole('link', { name: product!.name }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received))
    .toEqual([
      { type: 'ata:add-to-cart', name: product!.name, url, composed: true, target: 'ATA-PRODUCT-GRID' },
      { type: 'ata:product-click', name: product!.name, url, composed: true, target: 'ATA-PRODUCT-GRID' },
    ]);
  expect(opened).toBe(0);
});

test('without a host handler, a card opens the product page on the shop in a new tab', async ({
  page,
  request,
}) => {
  const [product] = await featuredInShopOrder(request);
  await openPartnerPage(page, '<ata-product-grid featured limit="1"></ata-product-grid>');
  const popup = page.context().waitForEvent('page');
  await page.locator('ata-product-grid').getByRole('link', { name: product!.name }).click();
  const tab = await popup;
  await expect(tab).toHaveURL(`${shop}/product/${product!.id}`);
  // noopener: the shop's tab cannot reach back into the partner page.
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
});

test('shows skeleton cards while the products load', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${shop}/api/catalog**`, async (route) => {
    await released;
    await route.continue();
  });
  await openPartnerPage(page, '<ata-product-grid limit="3" columns="3"></ata-product-grid>');
  const grid = page.locator('ata-product-grid');
  await expect(grid.getByRole('status')).toHaveText('Loading products…');
  await expect(grid.locator('.cat-card--skeleton')).toHaveCount(3);
  release();
  await expect(cards(grid)).toHaveCount(3);
  await expect(grid.locator('.cat-card--skeleton')).toHaveCount(0);
});

test('an unreachable API shows a small error message, not a broken page', async ({ page }) => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));

  await openPartnerPage(
    page,
    `<p id="host-text">The partner's own content</p>
     <ata-product-grid api="http://127.0.0.1:${port}"></ata-product-grid>`,
  );
  const grid = page.locator('ata-product-grid');
  await expect(grid.getByRole('alert')).toHaveText(/Products could not be loaded right now\./);
  await expect(grid.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.locator('#host-text')).toBeVisible();
});

test('a host page running its own React 18 keeps working next to the widget', async ({ page, request }) => {
  const featured = (await featuredInShopOrder(request)).slice(0, 2);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openPartnerPage(
    page,
    `<div id="host-app"></div>
     <script src="/react.js"></script><script src="/react-dom.js"></script>
     <script>
       const h = React.createElement;
       function HostApp() {
         const [count, setCount] = React.useState(0);
         return h('div', null,
           h('button', { onClick: () => setCount(count + 1) }, 'Host clicks: ' + count),
           h('ata-product-grid', { featured: '', limit: String(count + 1) }));
       }
       ReactDOM.createRoot(document.getElementById('host-app')).render(h(HostApp));
     </script>`,
    { css: '' },
  );
  const grid = page.locator('ata-product-grid');
  await expect(cardNames(grid)).toHaveText([featured[0]!.name]);
  await page.getByRole('button', { name: 'Host clicks: 0' }).click();
  await expect(page.getByRole('button', { name: 'Host clicks: 1' })).toBeVisible();
  // React 18 re-rendered the element with a new attribute: the widget followed.
  await expect(cardNames(grid)).toHaveText(featured.map((product) => product.name));
  expect(await page.evaluate(() => (window as unknown as { React: { version: string } }).React.version)).toBe(
    '18.3.1',
  );
  expect(errors).toEqual([]);
});

test('the demo page shows the snippet and the live widget despite its hostile CSS', async ({ page }) => {
  await page.goto(`${shop}/widget/demo.html`);
  await expect(page.locator('#snippet')).toContainText(`${shop}/widget/ata-product-grid.js`);
  const featured = page.locator('#featured-grid');
  await expect(cards(featured)).toHaveCount(4);
  await expect(featured.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
  await page.locator('select[name="category"]').selectOption('snacks');
  await expect(page.locator('#live-grid')).toHaveAttribute('category', 'snacks');
  await featured.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.locator('#event-log')).toContainText('ata:add-to-cart');
  await page.screenshot({ path: test.info().outputPath('widget-demo.png'), fullPage: true });
});
