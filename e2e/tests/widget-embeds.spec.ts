// The partner embeds of issue #28 (<ata-recipe-cart>, <ata-buy-button>) on partner pages served from ANOTHER
// origin than the shop: a tiny static server on a free port, its pages loading the scripts from the shop.
// `@playwright/test` directly: journey.ts waits for the shop's hydration mark, which a partner page never has.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { EGUSI, type PartnerSite, startPartnerSite } from '../support/partner-site.ts';

/** The careless partner stylesheet of widget.spec.ts, and some more aimed at these embeds' insides. */
const HOSTILE_CSS = `
  html { font-size: 62.5%; }
  button, a, input { display: none !important; }
  * { font-family: "Comic Sans MS", cursive !important; color: red; line-height: 3 !important; }
  ul, li, h2, section { margin: 40px !important; padding: 20px !important; }`;

let partner: PartnerSite;
let shop: string;

test.beforeAll(async ({ baseURL }) => {
  if (!baseURL) throw new Error('the Playwright config must set use.baseURL (the shop under test)');
  shop = new URL(baseURL).origin;
  partner = await startPartnerSite();
  expect(partner.origin).not.toBe(shop);
});

test.afterAll(async () => {
  await partner?.close();
});

const SCRIPTS = () => `<script src="${shop}/widget/ata-recipe-cart.js"></script>
    <script src="${shop}/widget/ata-buy-button.js"></script>`;

/**
 * Publishes a partner page (hostile CSS, the embeds' scripts from the shop) and opens it. The scripts come at the
 * end of the body, or in the head as the README asks for embeds above the fold (defined before the first paint).
 */
async function openPartnerPage(
  page: Page,
  body: string,
  options: { head?: string; scriptsInHead?: boolean } = {},
) {
  const path = `/page-${Math.random().toString(36).slice(2)}.html`;
  partner.pages.set(
    path,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>${HOSTILE_CSS}</style>${options.head ?? ''}${options.scriptsInHead ? SCRIPTS() : ''}</head>
    <body><h1>Partner blog</h1>${body}${options.scriptsInHead ? '' : SCRIPTS()}</body></html>`,
  );
  await page.goto(`${partner.origin}${path}`);
}

const egusiMarkup = (attributes = '') =>
  `<ata-recipe-cart servings="4" ref="mama-blog" heading="Egusi soup" ${attributes}>
    ${EGUSI.map(
      ({ slug, size, perServing }) =>
        `<ata-ingredient product="${slug}" size="${size}" per-serving="${perServing}"></ata-ingredient>`,
    ).join('\n')}
  </ata-recipe-cart>`;

const recipeCart = (page: Page) => page.locator('ata-recipe-cart');
const buyButton = (page: Page) => page.locator('ata-buy-button');

// Following the link into the shop's cart, the checkout and the partner report: partner-journey.spec.ts.
test('a recipe of 8 ingredients for 4, scaled to 6, makes one cart link with its sizes and the ref', async ({
  page,
}) => {
  await openPartnerPage(page, egusiMarkup());
  const cart = recipeCart(page);
  await expect(cart.getByRole('checkbox')).toHaveCount(8);
  await expect(cart.getByRole('checkbox', { checked: true })).toHaveCount(8);
  await expect(cart.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('4');
  await cart.getByRole('button', { name: 'More servings' }).click();
  await cart.getByRole('button', { name: 'More servings' }).click();
  await expect(cart.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('6');

  const link = cart.getByRole('link', { name: 'Add 8 items to cart' });
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(`${href.origin}${href.pathname}`).toBe(`${shop}/cart/add`);
  expect(href.searchParams.get('ref')).toBe('mama-blog');
  expect(href.searchParams.get('items')?.split(',')).toEqual(
    EGUSI.map(({ slug, size, packs }) => `${slug}:${size || 'standard'}:${packs}`),
  );
  await expect(link).toHaveAttribute('target', '_top');
});

test('Buy now hands one product in the chosen size to the checkout', async ({ page }) => {
  await openPartnerPage(page, '<ata-buy-button product="ground-crayfish" ref="mama-blog"></ata-buy-button>');
  const button = buyButton(page);
  await button.getByRole('radio', { name: '100 g' }).check();
  await button.getByRole('button', { name: 'More' }).click();
  const buyNow = button.getByRole('link', { name: 'Buy now' });
  const href = new URL((await buyNow.getAttribute('href')) ?? '');
  expect(href.searchParams.get('items')).toBe('ground-crayfish:100g:2');
  expect(href.searchParams.get('to')).toBe('checkout');
  expect(href.searchParams.get('ref')).toBe('mama-blog');

  await buyNow.click();
  await expect(page).toHaveURL(new RegExp(`^${shop}/checkout`));
  await expect(page.getByText('Ground Crayfish').first()).toBeVisible();
});

test('the embeds load nothing until they come near the viewport', async ({ page }) => {
  const shopRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${shop}/api/`)) shopRequests.push(request.url());
  });
  await openPartnerPage(
    page,
    `<div style="height: 5000px">A long post</div>${egusiMarkup()}
     <ata-buy-button product="ground-crayfish"></ata-buy-button>`,
  );
  await page.waitForLoadState('networkidle');
  expect(shopRequests).toEqual([]);
  await expect(recipeCart(page).getByRole('status')).toHaveText('Loading ingredients…');

  const loading = page.waitForRequest(`${shop}/api/products/ground-egusi`);
  await recipeCart(page).scrollIntoViewIfNeeded();
  await loading;
  await expect(recipeCart(page).getByRole('checkbox')).toHaveCount(8);
});

test('the host page does not move while the embeds load and change (CLS 0)', async ({ page }) => {
  await openPartnerPage(
    page,
    `<p>Before the recipe.</p>${egusiMarkup()}
     <p id="between">Between the embeds.</p>
     <ata-buy-button product="ground-crayfish"></ata-buy-button>
     <p id="after">After the embeds.</p>`,
    {
      scriptsInHead: true,
      head: `<script>
        window.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (!entry.hadRecentInput)
              window.shifts.push({ value: entry.value, moved: entry.sources.map((source) => source.node?.id || source.node?.nodeName) });
        }).observe({ type: 'layout-shift', buffered: true });
      </script>`,
    },
  );
  const after = page.locator('#after');
  const before = await after.boundingBox();
  await expect(recipeCart(page).getByRole('checkbox')).toHaveCount(8);
  await expect(buyButton(page).getByRole('heading', { name: 'Ground Crayfish' })).toBeVisible();
  // A sold-out state and scaling change the rows, never the size.
  await recipeCart(page).getByRole('button', { name: 'More servings' }).click();
  expect(await after.boundingBox()).toEqual(before);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number }[] }).shifts);
  expect(shifts, 'the layout shifts (CLS is their sum)').toEqual([]);
});

test('the embeds have no axe violation inside, in both themes, despite the hostile CSS', async ({ page }) => {
  for (const theme of ['light', 'dark']) {
    await openPartnerPage(
      page,
      `${egusiMarkup(`theme="${theme}"`)}
       <ata-buy-button product="ground-crayfish" theme="${theme}"></ata-buy-button>`,
    );
    await expect(recipeCart(page).getByRole('checkbox')).toHaveCount(8);
    await expect(buyButton(page).getByRole('link', { name: 'Buy now' })).toBeVisible();
    // The host's rules (hide buttons, Comic Sans, 62.5 % root) stop at the shadow root.
    const style = await recipeCart(page)
      .getByRole('link', { name: /Add \d+ items to cart/ })
      .evaluate((element) => ({
        font: getComputedStyle(element).fontFamily,
        size: getComputedStyle(element).fontSize,
      }));
    expect(style.font).not.toMatch(/comic/i);
    expect(style.size).toBe('15px');
    const { violations } = await new AxeBuilder({ page })
      .include('ata-recipe-cart')
      .include('ata-buy-button')
      .analyze();
    expect(
      violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(' ')} — ${v.help}`),
      `axe, ${theme} theme`,
    ).toEqual([]);
  }
});

test('events reach the host page, composed, with the items and the link', async ({ page }) => {
  await openPartnerPage(
    page,
    '<ata-buy-button product="ground-crayfish"></ata-buy-button><ata-buy-button product="no-such-product"></ata-buy-button>',
    {
      head: `<script>
      window.received = [];
      for (const type of ['ata:add', 'ata:checkout', 'ata:error'])
        document.addEventListener(type, (event) => {
          event.preventDefault(); // this partner stays on its page
          window.received.push({ type, composed: event.composed, detail: JSON.parse(JSON.stringify(event.detail)) });
        });
    </script>`,
    },
  );
  const button = buyButton(page).first();
  await button.getByRole('link', { name: 'Add to cart' }).click();
  await button.getByRole('link', { name: 'Buy now' }).click();
  await expect(
    buyButton(page).nth(1).getByRole('heading', { name: 'This product is not in the shop.' }),
  ).toBeVisible();
  const received = await page.evaluate(
    () => (window as unknown as { received: { type: string }[] }).received,
  );
  const item = { slug: 'ground-crayfish', size: '250 g', quantity: 1 };
  expect(received).toEqual(
    expect.arrayContaining([
      {
        type: 'ata:add',
        composed: true,
        detail: { items: [item], url: `${shop}/cart/add?items=ground-crayfish%3A250g%3A1` },
      },
      {
        type: 'ata:checkout',
        composed: true,
        detail: { items: [item], url: `${shop}/cart/add?items=ground-crayfish%3A250g%3A1&to=checkout` },
      },
      {
        type: 'ata:error',
        composed: true,
        detail: { message: 'This product is not in the shop.', product: 'no-such-product' },
      },
    ]),
  );
  expect(page.url()).toMatch(new RegExp(`^${partner.origin}`));
});

test("the shop's recipe demo page shows both embeds despite its hostile CSS", async ({ page }) => {
  await page.goto(`${shop}/widget/recipe-demo.html`);
  await expect(recipeCart(page).getByRole('link', { name: 'Add 8 items to cart' })).toBeVisible();
  await expect(buyButton(page).getByRole('link', { name: 'Buy now' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('recipe-demo.png'), fullPage: true });
});
