// Server-rendered storefront: pages read fully before (and without) JavaScript, carry their own head,
// hydrate without errors and without asking again for the data they arrived with.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/journey.ts';
import { cartButton, cartSaved, collectErrors, naira, waitForHydration } from '../support/page.ts';
import { type ApiProduct, products } from '../support/shop.ts';

const POST = {
  slug: 'beginners-guide-to-nigerian-pepper-soup',
  title: "A Beginner's Guide to Nigerian Pepper Soup",
};
const staticPages = [
  { path: '/about', h1: 'Our Story' },
  { path: '/contact', h1: 'Get in Touch' },
  { path: '/terms', h1: 'Terms of Service' },
  { path: '/privacy', h1: 'Privacy Policy' },
  { path: '/shipping', h1: 'Shipping Policy' },
];

let catalogue: ApiProduct[];
let inStock: ApiProduct;
test.beforeAll(async ({ request }) => {
  catalogue = await products(request);
  const found = catalogue.find((product) => product.stock > 5 && product.imageUrl);
  if (!found) throw new Error('the seed has no product in stock with a picture');
  inStock = found;
});

/** The pages a shopper buys through, each hydrating its own micro-frontends. */
const storefrontPages = () => [
  '/',
  '/shop',
  `/product/${inStock.slug}`,
  '/cart',
  '/checkout',
  '/blog',
  `/blog/${POST.slug}`,
];
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const meta = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  // Skipped on the mobile project: the server sends the same HTML whatever the viewport, so running
  // these no-JavaScript checks twice would test nothing new (the phone layout is checked with JavaScript on).
  // Desktop only: the server's HTML is the same for every viewport.
  test.skip(() => test.info().project.name === 'mobile', 'server HTML is the same for every viewport');

  test('the catalogue reads completely: home, shop with names and ₦ prices, a product', async ({ page }) => {
    expect((await page.goto('/'))?.status()).toBe(200);
    await expect(h1(page)).toHaveText('Authentic Nigerian Spices & Foodstuffs');
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();

    expect((await page.goto('/shop'))?.status()).toBe(200);
    await expect(h1(page)).toHaveText('Shop All Products');
    await expect(page.getByText(inStock.name, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(naira(inStock.price)).first()).toBeVisible();

    expect((await page.goto(`/product/${inStock.slug}`))?.status()).toBe(200);
    await expect(h1(page)).toHaveText(inStock.name);
    await expect(page.locator('.cat-product__price')).toHaveText(naira(inStock.price));
    await expect(page.getByText(inStock.description)).toBeVisible();
    // Real links: the shopper can go on without JavaScript.
    await page.getByRole('link', { name: /Back to Shop/ }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(h1(page)).toHaveText('Shop All Products');
  });

  test('the blog and the static pages read completely', async ({ page }) => {
    expect((await page.goto('/blog'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: POST.title }).first()).toBeVisible();
    expect((await page.goto(`/blog/${POST.slug}`))?.status()).toBe(200);
    await expect(h1(page)).toHaveText(POST.title);
    await expect(page.locator('.blog-post-body')).toContainText('pepper soup');
    for (const { path, h1: heading } of staticPages) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(h1(page)).toHaveText(heading);
    }
  });

  test('cart and checkout are pages of their own without JavaScript (no note asking to turn it on); unknown pages answer 404 with the not-found page', async ({
    page,
    browser,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    // A first visit: the cart is empty, and both pages say so.
    for (const path of ['/cart', '/checkout']) {
      expect((await plain.goto(path))?.status()).toBe(200);
      await expect(h1(plain)).toHaveText('Your cart is empty');
      await expect(plain.locator('noscript')).toHaveCount(0);
    }
    await noScript.close();
    expect((await page.goto('/no/such/page'))?.status()).toBe(404);
    await expect(h1(page)).toHaveText('404 Page Not Found');
    expect((await page.goto('/product/no-such-product'))?.status()).toBe(404);
    await expect(h1(page)).toHaveText('Product Not Found');
    expect((await page.goto('/blog/no-such-post'))?.status()).toBe(404);
    await expect(h1(page)).toHaveText('Blog post not found');
  });

  test('each page carries its head: title, description, canonical, Open Graph, JSON-LD', async ({ page }) => {
    await page.goto(`/product/${inStock.slug}`);
    await expect(page).toHaveTitle(`${inStock.name} | Ata Market`);
    expect(await meta(page, 'description')).toBe(inStock.description.slice(0, 160));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`^https?://[^/]+/product/${inStock.slug}$`),
    );
    expect(await meta(page, 'og:type')).toBe('product');
    expect(await meta(page, 'product:price:amount')).toBe(inStock.price.toFixed(2));
    expect(await meta(page, 'product:price:currency')).toBe('NGN');
    expect(await meta(page, 'og:image')).toMatch(/^https?:\/\/[^/]+\/.+/);
    expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
    const productData = await jsonLd(page);
    // One offer, or one per size for a product sold in sizes.
    const offer = expect.objectContaining({
      priceCurrency: 'NGN',
      availability: 'https://schema.org/InStock',
    });
    const product = (productData as { '@type'?: string; offers?: unknown }[]).find(
      (item) => item['@type'] === 'Product',
    );
    expect(product).toEqual(expect.objectContaining({ name: inStock.name }));
    expect([product?.offers].flat()).toContainEqual(offer);
    expect(productData).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }));

    await page.goto(`/blog/${POST.slug}`);
    await expect(page).toHaveTitle(`${POST.title} | Ata Market`);
    expect(await meta(page, 'og:type')).toBe('article');
    expect(await jsonLd(page)).toContainEqual(
      expect.objectContaining({ '@type': 'BlogPosting', headline: POST.title }),
    );

    await page.goto('/');
    expect(await jsonLd(page)).toContainEqual(expect.objectContaining({ '@type': 'Organization' }));
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us | Ata Market');
  });
});

async function jsonLd(page: Page): Promise<unknown[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as unknown);
}

test.describe('with JavaScript', () => {
  test('every route hydrates without a console error or warning', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // The 404 page's own document status is reported by Chromium as a failed resource.
      if (
        /Failed to load resource: .* 404/.test(message.text()) &&
        message.location().url.endsWith('/no/such/page')
      )
        return;
      // single-spa's "a lifecycle took over 3 s" notice measures the machine's load, not the page.
      if (/single-spa minified message #31\b/.test(message.text())) return;
      // The journeys block service workers (playwright.config.ts); Chromium reports each refused
      // registration itself. The worker's own journey is offline.spec.ts.
      if (message.text() === 'Service Worker registration blocked by Playwright') return;
      problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    for (const path of [...storefrontPages(), ...staticPages.map((p) => p.path), '/no/such/page']) {
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // Hydration adopted the server's frame rather than building a second one beside it: single-spa-layout
      // matches the frame's elements by position, so one extra node before <main> gives a page two of them.
      await expect(page.getByRole('main'), path).toHaveCount(1);
    }
    expect(problems).toEqual([]);
  });

  test("hydration keeps every element of the page's main part where the server put it", async ({ page }) => {
    // Every element removed from <main> between the HTML being read and the page marked hydrated (hydration
    // moving or redrawing a part costs a slow phone a layout of all of it, and a shopper what she had focused).
    // A page the app leaves once hydrated (an empty /checkout goes to /cart) is not redrawn: from the moment
    // the address changes, what goes is the next page's business.
    await page.addInitScript(() => {
      const removed: string[] = [];
      const drawn = location.pathname;
      (window as unknown as { removedFromMain: string[] }).removedFromMain = removed;
      new MutationObserver((records) => {
        if (
          document.readyState === 'loading' ||
          document.documentElement.hasAttribute('data-hydrated') ||
          location.pathname !== drawn
        )
          return;
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && record.target instanceof Element && record.target.closest('main'))
              removed.push(`${node.localName}.${node.className}`);
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of [...storefrontPages(), '/about']) {
      await page.goto(path);
      await waitForHydration(page);
      const removed = await page.evaluate(
        () => (window as unknown as { removedFromMain: string[] }).removedFromMain,
      );
      expect(removed, path).toEqual([]);
    }
  });

  test('no page asks for an Intl formatter before it is interactive (ICU starting costs a slow phone ~0.1 s)', async ({
    page,
  }) => {
    test.skip(test.info().project.name === 'mobile', 'the scripts a page runs are the same at every width');
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { intlBeforeHydration: string[] }).intlBeforeHydration = calls;
      const record = (name: string) => {
        if (!document.documentElement.hasAttribute('data-hydrated'))
          calls.push(`${name} ${new Error().stack?.split('\n')[3]?.trim() ?? ''}`);
      };
      for (const name of [
        'NumberFormat',
        'DateTimeFormat',
        'Collator',
        'PluralRules',
        'RelativeTimeFormat',
      ] as const)
        Reflect.set(
          Intl,
          name,
          new Proxy(Intl[name], {
            construct(target, args, newTarget) {
              record(name);
              return Reflect.construct(target, args, newTarget);
            },
            apply(target, self, args) {
              record(name);
              return Reflect.apply(target, self, args);
            },
          }),
        );
      const methods: [object, string][] = [
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
        [String.prototype, 'localeCompare'],
      ];
      for (const [prototype, method] of methods) {
        const original = Reflect.get(prototype, method) as (...args: unknown[]) => unknown;
        Reflect.set(prototype, method, function (this: unknown, ...args: unknown[]) {
          record(method);
          return original.apply(this, args);
        });
      }
    });
    for (const path of storefrontPages()) {
      await page.goto(path);
      await waitForHydration(page);
      expect(
        await page.evaluate(
          () => (window as unknown as { intlBeforeHydration: string[] }).intlBeforeHydration,
        ),
        path,
      ).toEqual([]);
    }
  });

  test('first load asks the API for none of the data the page arrived with', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/images/'))
        reads.push(url.pathname + url.search);
    });
    for (const path of ['/', '/shop', `/product/${inStock.slug}`, '/blog', `/blog/${POST.slug}`, '/about']) {
      reads.length = 0;
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(reads, path).toEqual([]);
    }
  });

  test('the HTML names every script the page runs: the browser fetches them in one round trip', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' || url.pathname === '/mfe-manifest.json')
        scripts.push(url.pathname);
    });
    for (const path of ['/', '/shop', `/product/${inStock.slug}`, `/blog/${POST.slug}`, '/about']) {
      scripts.length = 0;
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      // The entry script (named by the preload template's `data-entry`, added after the first paint), the
      // scripts it imports and everything else (the template's preload links); compared by path, since remote
      // entries are named with their version (`remoteEntry.js?v=…`).
      const announced = [
        ...html.matchAll(
          /<(?:script type="module"[^>]*|link rel="modulepreload"|template [^>]*?) [^>]*?(?:src|href|data-entry)="([^"]+)"/g,
        ),
      ].map((match) => match[1]?.split('?')[0]);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.length, path).toBeGreaterThan(5);
      // Except the cart store, which these pages load on purpose after hydration, once the browser is idle
      // (shell/src/spa/cart.ts; cart.spec.ts checks that nothing of it comes before).
      expect(
        scripts.filter((script) => !announced.includes(script) && !script.startsWith('/mfe/cart-checkout/')),
        path,
      ).toEqual([]);
    }
  });

  test('add to cart works on a server-rendered product page', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`/product/${inStock.slug}`);
    await expect(h1(page)).toHaveText(inStock.name);
    // The product's own button (the related products below have theirs).
    const saved = cartSaved(page);
    await page
      .getByRole('region', { name: inStock.name })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await saved;
    await page.reload();
    await waitForHydration(page);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    expect(errors).toEqual([]);
  });

  test('the cart page arrives rendered by the server (an empty cart says so) and hydrates', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const response = await page.goto('/cart');
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain('Your cart is empty</h1>');
    await waitForHydration(page);
    await expect(h1(page)).toHaveText('Your cart is empty');
    expect(errors).toEqual([]);
  });

  test('HEAD answers like GET without a body', async ({ request }) => {
    const get = await request.get(`/product/${inStock.slug}`);
    const head = await request.head(`/product/${inStock.slug}`);
    expect(head.status()).toBe(get.status());
    expect(head.headers()['content-type']).toBe(get.headers()['content-type']);
    expect(await head.body()).toHaveLength(0);
    expect((await request.head('/no/such/page')).status()).toBe(404);
  });
});
