// Catalogue journeys: home → category → shop, the shop's filters in the address bar,
// the product page's stock states, and adding to the cart from a card and from the product page.
// Every test runs at 375 px (project `mobile`) and 1280 px (project `desktop`).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/journey.ts';
import { cartButton, collectErrors, isMobile, waitForHydration } from '../support/page.ts';

interface ApiProduct {
  id: string;
  name: string;
  description: string;
  price: number;
  stock: number;
  categoryId: string | null;
  isFeatured: boolean;
  variants?: unknown[];
}
/** Sold in one size: it looks and behaves as before sizes (sizes.spec.ts is about the others). */
const oneSize = (product: ApiProduct) => (product.variants?.length ?? 1) <= 1;
interface ApiCategory {
  id: string;
  name: string;
  slug: string;
}

async function catalogue(request: APIRequestContext) {
  const [products, categories] = await Promise.all([
    request.get('/api/products'),
    request.get('/api/categories'),
  ]);
  expect(products.ok() && categories.ok()).toBe(true);
  return {
    products: ((await products.json()) as ApiProduct[]).map((p) => ({ ...p, price: Number(p.price) })),
    categories: (await categories.json()) as ApiCategory[],
  };
}

const results = (page: Page) => page.getByRole('region', { name: 'Products' });
/** The product page's own details (its related products are cards of their own further down). */
const details = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** Text content, not innerText: cards far below the screen are not rendered yet (content-visibility: auto). */
const cardNames = async (page: Page) =>
  (await results(page).getByRole('heading', { level: 3 }).allTextContents()).map((name) => name.trim());
const cardPrices = async (page: Page) =>
  (await results(page).locator('.cat-card__price').allTextContents()).map((text) =>
    Number(text.replace(/\D/g, '')),
  );
/** "Showing 24 of 44 products" → { shown: 24, total: 44 }; "Showing 5 products" → both 5. */
const shownCount = async (page: Page) => {
  const text = await page.getByText(/^Showing \d+ (of \d+ )?products$/).innerText();
  const [shown, total = shown] = (text.match(/\d+/g) ?? []).map(Number);
  return { shown, total };
};

/** The shop answers a page of 24: "Load more products" until every match is on screen. */
async function loadAll(page: Page) {
  const more = results(page).getByRole('button', { name: 'Load more products' });
  await expect(async () => {
    const { shown, total } = await shownCount(page);
    if (shown === total) return;
    // Not isEnabled(): it waits for the button, and while the previous results are still shown (a new
    // filter's answer on its way) their "Showing 24 of 44" can ask for a button the next results drop.
    if (await more.isVisible()) await more.click({ timeout: 5_000 });
    expect((await shownCount(page)).shown).toBe(total);
  }).toPass();
}

/**
 * The cards shown are exactly the products that match: each card matches, and each product known at the
 * start of the test that matches is shown (other specs may add products meanwhile: those are not required).
 */
async function expectShown(page: Page, known: ApiProduct[], matches: (product: ApiProduct) => boolean) {
  await expect(async () => {
    await loadAll(page);
    const names = await cardNames(page);
    const { shown, total } = await shownCount(page);
    expect([shown, total]).toEqual([names.length, names.length]);
    const byName = new Map(known.map((product) => [product.name, product]));
    for (const name of names) {
      const product = byName.get(name);
      if (product) expect(matches(product), `${name} should not be shown`).toBe(true);
    }
    for (const product of known.filter(matches)) expect(names).toContain(product.name);
  }).toPass();
}

/** The filter sidebar; on phones it is a slide-in panel opened with 'Filter Products'. */
async function openFilters(page: Page): Promise<Locator> {
  const panel = page.getByRole('complementary', { name: 'Filters' });
  if (isMobile()) {
    await page.getByRole('button', { name: 'Filter Products' }).click();
    await expect(panel).toBeInViewport();
  }
  return panel;
}
async function closeFilters(page: Page) {
  if (!isMobile()) return;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary', { name: 'Filters' })).not.toBeInViewport();
}

/** Moves a 0–10,000 step-100 slider to `value` with the keyboard, as a keyboard user would. */
async function setSlider(slider: Locator, value: number) {
  await slider.focus();
  await slider.press('Home');
  for (let price = 0; price < value; price += 100) await slider.press('ArrowRight');
}

test.describe('catalogue', () => {
  test('home: hero, category tiles, featured products, and a tile leads to the filtered shop', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const { products, categories } = await catalogue(request);
    await page.goto('/');
    await expect(page).toHaveTitle('Nigerian Spices & Foodstuffs');
    await expect(page.getByText('Free shipping on orders over ₦15,000')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/shop');
    const hero = page.getByRole('region', { name: 'Authentic Nigerian Spices & Foodstuffs' });
    await expect(hero.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about');

    const featured = page.getByRole('region', { name: 'Featured Products' });
    const featuredCards = featured.getByRole('article');
    await expect(featuredCards.first()).toBeVisible();
    expect(await featuredCards.count()).toBeLessThanOrEqual(4);
    await expect(featuredCards.first().getByText('Most Popular')).toBeVisible();
    const spicesId = categories.find((c) => c.slug === 'spices')?.id;
    const firstName = await featuredCards.first().getByRole('heading').innerText();
    expect(products.find((p) => p.name === firstName)?.categoryId).toBe(spicesId);

    const tiles = page.getByRole('region', { name: 'Shop by Category' });
    expect(await tiles.getByRole('link').count()).toBeGreaterThanOrEqual(categories.length);
    await tiles.getByRole('link', { name: /^Spices/ }).click();
    await expect(page).toHaveURL(/\/shop\?category=spices$/);
    await expect(page).toHaveTitle('Spices | Ata Market');
    await expect(page.getByRole('heading', { level: 1, name: 'Spices' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Spices', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectShown(page, products, (p) => p.categoryId === spicesId);
    expect(errors).toEqual([]);
  });

  test('shop: every filter and sort changes the results and the URL; a pasted URL restores them', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const { products, categories } = await catalogue(request);
    const spicesId = categories.find((c) => c.slug === 'spices')?.id;
    await page.goto('/shop');
    // One page of 24 at first; "Load more products" adds the next ones.
    await expect(results(page).getByRole('heading', { level: 3 })).toHaveCount(24);
    const first = await shownCount(page);
    expect(first.shown).toBe(24);
    expect(first.total).toBeGreaterThanOrEqual(products.length);
    await expectShown(page, products, () => true);
    await expect(results(page).getByRole('button', { name: 'Load more products' })).toHaveCount(0);
    // Typing into the server-rendered filters is only heard once the page has hydrated.
    await waitForHydration(page);

    // Search (case-insensitive words of the name, description or category, from their start), written
    // after typing pauses.
    let panel = await openFilters(page);
    await panel.getByRole('searchbox', { name: 'Search' }).fill('Pepper');
    await expect(page).toHaveURL(/\/shop\?search=Pepper$/);
    const hasPepper = (p: ApiProduct) => /\bpepper/i.test(`${p.name} ${p.description}`);
    await expectShown(page, products, hasPepper);

    // Category radio.
    await panel.getByRole('radio', { name: 'Spices' }).check();
    await expect(page).toHaveURL(/\/shop\?search=Pepper&category=spices$/);
    const spicyPepper = (p: ApiProduct) => hasPepper(p) && p.categoryId === spicesId;
    await expectShown(page, products, spicyPepper);

    // Price slider: the maximum only enters the URL below ₦10,000.
    await setSlider(panel.getByRole('slider', { name: 'Maximum price' }), 2000);
    await expect(page).toHaveURL(/\/shop\?search=Pepper&category=spices&maxPrice=2000$/);
    await expect(panel.getByText('Price: ₦0 – ₦2,000')).toBeVisible();
    await expectShown(page, products, (p) => spicyPepper(p) && p.price <= 2000);

    // Sort, in the results bar beside the count.
    await closeFilters(page);
    await results(page).getByRole('combobox', { name: 'Sort By' }).selectOption('price-desc');
    await expect(page).toHaveURL(/\/shop\?search=Pepper&category=spices&maxPrice=2000&sort=price-desc$/);
    // The previous results stay on screen until the new order has arrived.
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 1 && prices.join() === [...prices].sort((a, b) => b - a).join();
      })
      .toBe(true);
    const names = await cardNames(page);

    // The same URL pasted into a fresh page shows the same view.
    const pasted = await page.context().newPage();
    await pasted.goto(page.url());
    await expect(pasted.getByRole('heading', { level: 3 }).first()).toBeVisible();
    expect(await cardNames(pasted)).toEqual(names);
    panel = await openFilters(pasted);
    await expect(panel.getByRole('searchbox', { name: 'Search' })).toHaveValue('Pepper');
    await expect(panel.getByRole('radio', { name: 'Spices' })).toBeChecked();
    await expect(results(pasted).getByRole('combobox', { name: 'Sort By' })).toHaveValue('price-desc');
    await expect(panel.getByRole('slider', { name: 'Maximum price' })).toHaveValue('2000');
    await pasted.close();

    // Back and forward follow the address bar without a reload.
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?search=Pepper&category=spices&maxPrice=2000$/);
    await expect(page.getByRole('combobox', { name: 'Sort By', includeHidden: true })).toHaveValue(
      'name-asc',
    );
    await page.goForward();
    await expect(page).toHaveURL(/&sort=price-desc$/);
    expect(await cardNames(page)).toEqual(names);

    // Chips remove one filter; Reset All clears everything.
    panel = await openFilters(page);
    await panel.getByRole('button', { name: 'Remove filter Category: Spices' }).click();
    await expect(page).toHaveURL(/\/shop\?search=Pepper&maxPrice=2000&sort=price-desc$/);
    await panel.getByRole('button', { name: 'Reset All' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await closeFilters(page);
    await expectShown(page, products, () => true);
    expect(errors).toEqual([]);
  });

  test('shop: category tabs, Clear Filters, grid/list and the empty state', async ({ page, request }) => {
    const { products, categories } = await catalogue(request);
    await page.goto('/shop');
    const tabs = page.getByRole('navigation', { name: 'Product categories' });
    await expect(tabs.getByRole('button', { name: categories[0]?.name, exact: true })).toBeVisible();
    expect(await tabs.getByRole('button').count()).toBeGreaterThanOrEqual(categories.length + 1);
    await expect(tabs.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'true');

    const snacks = categories.find((c) => c.slug === 'snacks');
    await tabs.getByRole('button', { name: snacks?.name }).click();
    await expect(page).toHaveURL(/\/shop\?category=snacks$/);
    await expectShown(page, products, (p) => p.categoryId === snacks?.id);

    // A category id in the URL works like its slug.
    await page.goto(`/shop?category=${snacks?.id}`);
    await expectShown(page, products, (p) => p.categoryId === snacks?.id);

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(results(page).locator('.cat-results__items--list')).toBeVisible();

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);

    await page.goto('/shop?search=no-such-thing-xyz');
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(page.getByText(/Try adjusting your search or filters/)).toBeVisible();
  });

  test('product page: in stock, low stock and out of stock', async ({ page, request }) => {
    const { products } = await catalogue(request);
    const inStock = products.find((p) => p.stock > 5 && oneSize(p));
    const low = products.find((p) => p.stock >= 1 && p.stock <= 5);
    const out = products.find((p) => p.stock <= 0);
    if (!inStock || !low || !out) throw new Error('the seed needs products in, low and out of stock');

    await page.goto(`/product/${inStock.id}`);
    await expect(page.getByRole('heading', { level: 1, name: inStock.name })).toBeVisible();
    await expect(page).toHaveTitle(`${inStock.name} | Ata Market`);
    await expect(details(page, inStock.name).getByText('In Stock', { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      inStock.description.slice(0, 160),
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(jsonLd.offers).toMatchObject({ priceCurrency: 'NGN', availability: 'https://schema.org/InStock' });
    const whatsapp = page.getByRole('link', { name: 'Inquire via WhatsApp' });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const inquiry = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(inquiry.hostname).toBe('wa.me');
    expect(inquiry.searchParams.get('text')).toContain(inStock.name);

    // Quantity: minus disabled at 1, typed nonsense resets to 1.
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('2');
    await quantity.fill('0');
    await quantity.blur();
    await expect(quantity).toHaveValue('1');

    await page.goto(`/product/${low.id}`);
    await expect(details(page, low.name).getByText(`Only ${low.stock} left`)).toBeVisible();
    await expect(details(page, low.name).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

    await page.goto(`/product/${out.id}`);
    await expect(details(page, out.name).getByText('Out of stock', { exact: true })).toBeVisible();
    await expect(details(page, out.name).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(quantity).toBeDisabled();

    // And on its card in the shop: 'Sold Out', disabled.
    await page.goto(`/shop?search=${encodeURIComponent(out.name)}`);
    const card = results(page).getByRole('article', { name: out.name });
    await expect(card.getByRole('button', { name: 'Sold Out' })).toBeDisabled();

    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('product page: four more of its category, asked of the catalogue, never the whole list', async ({
    page,
    request,
  }) => {
    const { products, categories } = await catalogue(request);
    const spices = categories.find((category) => category.slug === 'spices');
    const [product] = products.filter((p) => p.categoryId === spices?.id);
    if (!spices || !product) throw new Error('the seed needs spices');
    const others = new Set(
      products.filter((p) => p.categoryId === spices.id && p.id !== product.id).map((p) => p.name),
    );
    expect(others.size).toBeGreaterThan(4);
    const asked: string[] = [];
    page.on('request', (sent) => asked.push(new URL(sent.url()).pathname + new URL(sent.url()).search));

    await page.goto(`/product/${product.id}`);
    const related = page.getByRole('region', { name: `More ${spices.name}` });
    const names = related.getByRole('heading', { level: 3 });
    await expect(names).toHaveCount(4);
    for (const name of await names.allInnerTexts()) expect(others.has(name)).toBe(true);
    // Asked of the catalogue by the server render (the answer arrives in the page) or by the browser.
    const relatedPath = `/api/catalog?category=${spices.id}&pageSize=5`;
    const arrivedWith = (await page.locator('#ata-server-state').textContent()) ?? '';
    expect(asked.includes(relatedPath) || arrivedWith.includes(relatedPath)).toBe(true);
    expect(asked.filter((path) => path.startsWith('/api/products?') || path === '/api/products')).toEqual([]);

    // A suggestion opens its own page inside the single-page app.
    const [next] = await names.allInnerTexts();
    await related.getByRole('link', { name: next }).click();
    await expect(page.getByRole('heading', { level: 1, name: next })).toBeVisible();
  });

  test('add to cart from a card and from the product page: toast and header badge', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const { products } = await catalogue(request);
    const [first, second] = products.filter((p) => p.stock > 5 && oneSize(p));
    if (!first || !second) throw new Error('the seed needs two products in stock');

    await page.goto(`/shop?search=${encodeURIComponent(first.name)}`);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
    await results(page)
      .getByRole('article', { name: first.name })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
    await expect(page.getByText(`${first.name} has been added to your cart.`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    // The card's link opens the product page inside the single-page app.
    await results(page).getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${first.id}$`));
    await expect(page).toHaveTitle(`${first.name} | Ata Market`);
    await page.goBack();
    await expect(page).toHaveTitle('Shop | Ata Market');
    await page.goForward();
    await expect(page).toHaveTitle(`${first.name} | Ata Market`);

    await page.goto(`/product/${second.id}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await details(page, second.name).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(
      page.getByText(`${second.name} has been added to your cart.`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
    expect(errors).toEqual([]);
  });

  test('the last card of the shop, hydrated after the page, adds in the page once it is marked hydrated', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/shop');
    await waitForHydration(page);
    const cards = results(page).getByRole('article');
    await expect(cards).toHaveCount(24);
    // The last one that can be added (other journeys sell some out), in a turn after the page's.
    const last = cards.filter({ has: page.getByRole('button', { name: 'Add to Cart' }) }).last();
    const position = await last.evaluate((card) => {
      const item = card.closest('li');
      return item?.parentElement ? [...item.parentElement.children].indexOf(item) : -1;
    });
    expect(position).toBeGreaterThanOrEqual(4);
    await last.getByRole('button', { name: 'Add to Cart' }).click();
    // Taken by the page's script, not posted as a form: no navigation, the toast and the badge.
    await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    expect(errors).toEqual([]);
  });

  test('home newsletter: invalid e-mail toast, then Subscribing... and a cleared field', async ({ page }) => {
    await page.goto('/');
    const newsletter = page.getByRole('region', { name: 'Join Our Newsletter' });
    const field = newsletter.getByRole('textbox', { name: 'Email address' });
    await field.fill('not an email');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await field.fill('ada@example.ng');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(field).toHaveValue('');
    await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
