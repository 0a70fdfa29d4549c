// Shell journeys: the frame around the three micro-frontends, the shell's own pages,
// resilience when a remote is down, and preact (React's API) loaded once.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/journey.ts';
import { collectErrors, isMobile, waitForHydration } from '../support/page.ts';

const remoteArea = (page: Page, name: 'mfe_catalog' | 'mfe_cart_checkout' | 'mfe_blog'): Locator =>
  page.locator(`[id="single-spa-application:${name}"]`);

const header = (page: Page) => page.getByRole('banner');

/** Follows a header link; on narrow screens through the slide-out menu. */
async function navTo(page: Page, label: string) {
  await waitForHydration(page);
  if (isMobile()) {
    await page.getByRole('link', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: label, exact: true }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: label, exact: true })
      .click();
  }
}

test('header navigation moves across all three micro-frontends without reloading or console errors', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(remoteArea(page, 'mfe_catalog')).not.toBeEmpty();
  await expect(page).toHaveTitle(/Nigerian Spices & Foodstuffs/);
  await waitForHydration(page);
  // A marker that survives only client-side navigation.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await navTo(page, 'Shop');
  await expect(page).toHaveURL(/\/shop$/);
  await expect(remoteArea(page, 'mfe_catalog')).not.toBeEmpty();

  await navTo(page, 'Blog');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(remoteArea(page, 'mfe_blog')).not.toBeEmpty();
  await expect(remoteArea(page, 'mfe_catalog')).toBeHidden();

  await navTo(page, 'About');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
  await expect(remoteArea(page, 'mfe_blog')).toBeHidden();
  // Screen readers hear the new page's title.
  await expect(page.locator('p[aria-live="polite"]')).toHaveText('About Us | Ata Market');

  // The cart button is a link to /cart that opens the cart drawer.
  const cartButton = header(page).getByRole('link', { name: /^Cart, \d+ items?$/ });
  await expect(cartButton).toHaveAttribute('href', '/cart');
  await page.evaluate(() => window.history.pushState(null, '', '/cart'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page).toHaveURL(/\/cart$/);
  await expect(remoteArea(page, 'mfe_cart_checkout')).not.toBeEmpty();

  await navTo(page, 'Home');
  await expect(page).toHaveURL(/\/$/);
  await expect(remoteArea(page, 'mfe_catalog')).not.toBeEmpty();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});

test('the cart button opens the cart drawer; catalogue toasts and cart changes reach the shell', async ({
  page,
}) => {
  await page.goto('/');
  const cartButton = header(page).getByRole('link', { name: 'Cart, 0 items' });
  // Before the drawer is up the button is a plain link to /cart; it says so once it opens a dialog.
  await expect(cartButton).toHaveAttribute('aria-haspopup', 'dialog');
  await cartButton.click();
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The catalogue adds through the `cart` prop; its toast goes through the shell's one Toaster.
  await remoteArea(page, 'mfe_catalog')
    .getByRole('button', { name: /Add to Cart/i })
    .first()
    .click();
  await expect(header(page).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(header(page).getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText('Added to cart');
});

test('search dialog: blank text cannot be submitted, Escape closes, submit goes to /shop?search=', async ({
  page,
}) => {
  await page.goto('/about');
  // Before hydration the icon is a link to the shop's search form; the dialog comes with the app.
  await waitForHydration(page);
  const open = header(page).getByRole('link', { name: 'Search products' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Search Products' });
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('searchbox', { name: 'Search products' });
  await expect(input).toBeFocused();
  const submit = dialog.getByRole('button', { name: 'Search' });
  await expect(submit).toBeDisabled();
  await input.fill('    ');
  await expect(submit).toBeDisabled();

  // Focus stays inside the dialog.
  await input.fill('suya');
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole('searchbox').fill('  pepper soup ');
  await dialog.getByRole('searchbox').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/shop\?search=pepper\+soup$/);
  await expect(remoteArea(page, 'mfe_catalog')).not.toBeEmpty();

  await open.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('search dialog: top matches from the server as you type, typos forgiven, honest "no results"', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  await header(page).getByRole('link', { name: 'Search products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search Products' });
  const input = dialog.getByRole('searchbox', { name: 'Search products' });
  const matches = dialog.getByRole('list', { name: 'Matching products' }).getByRole('link');

  await input.fill('suy');
  await expect(matches.first()).toContainText('Suya Spice (Yaji)');
  expect(await matches.count()).toBeLessThanOrEqual(6);

  await input.fill('egussi');
  await expect(matches.first()).toContainText(/Egusi/);

  await input.fill('zzqxv');
  await expect(dialog.getByText('No products found for “zzqxv”')).toBeVisible();
  await expect(matches).toHaveCount(0);

  await input.fill('ofada rice');
  const ofada = matches.filter({ hasText: 'Ofada Rice' });
  await expect(ofada).toBeVisible();
  await ofada.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Ofada Rice' })).toBeVisible();
});

test('narrow screens get a slide-out menu that closes on route change; wide screens the inline nav', async ({
  page,
}) => {
  await page.goto('/terms');
  const menuButton = page.getByRole('link', { name: 'Open menu' });
  const inlineNav = page.getByRole('navigation', { name: 'Main' });
  if (!isMobile()) {
    await expect(inlineNav).toBeVisible();
    await expect(menuButton).toBeHidden();
    return;
  }
  await expect(inlineNav).toBeHidden();
  await waitForHydration(page);
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText(['Home', 'Shop', 'About', 'Contact', 'Blog']);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await menu.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();

  // A route change made elsewhere (browser back) closes the menu too.
  await menuButton.click();
  await expect(menu).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(menu).toBeHidden();
});

test('the header changes its look after 10 px of scroll and stays on top', async ({ page }) => {
  await page.goto('/privacy');
  const banner = header(page);
  await expect(banner).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(banner).toHaveAttribute('data-scrolled', 'true');
  expect((await banner.boundingBox())?.y).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(banner).toHaveAttribute('data-scrolled', 'false');
});

test('footer shows every block', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Ata Market', { exact: true })).toBeVisible();
  for (const social of ['Facebook', 'Instagram', 'Twitter', 'TikTok', 'WhatsApp'])
    await expect(footer.getByRole('link', { name: new RegExp(`^${social}`) })).toBeVisible();
  for (const legal of ['Terms of Service', 'Privacy Policy', 'Shipping Policy'])
    await expect(
      footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: legal }),
    ).toBeVisible();
  await expect(
    footer.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Spices' }),
  ).toHaveAttribute('href', '/shop?category=spices');
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(footer.getByText(/All rights reserved\. Founded by /)).toBeVisible();
  // Contact details come from GET /api/settings.
  const settings = (await (await page.request.get('/api/settings')).json()) as Record<string, string>;
  await expect(footer.getByText(settings.contact_email ?? '')).toBeVisible();
});

test('static pages show their key content and titles', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('About Us | Ata Market');
  await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why Choose Ata Market' })).toBeVisible();
  const timeline = page.getByRole('list').filter({ hasText: 'The Beginning' });
  for (const [year, title] of [
    ['2020', 'The Beginning'],
    ['2021', 'Building Partnerships'],
    ['2022', 'Going Digital'],
    ['Today', 'Growing Community'],
  ]) {
    await expect(timeline.getByRole('listitem').filter({ hasText: year })).toContainText(title as string);
  }

  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact Us | Ata Market');
  await expect(page.getByText('Monday - Friday')).toBeVisible();
  await expect(page.getByText('9:00 AM - 6:00 PM')).toBeVisible();
  await expect(page.getByText('10:00 AM - 4:00 PM')).toBeVisible();
  await expect(page.getByRole('row', { name: /Sunday/ })).toContainText('Closed');

  const legal = [
    ['/terms', 'Terms of Service', /courts of Lagos State/],
    ['/privacy', 'Privacy Policy', /children under 13/],
    ['/shipping', 'Shipping Policy', /₦1,500 for orders under ₦10,000/],
  ] as const;
  for (const [path, title, content] of legal) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | Ata Market`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Last updated: April 26, 2025')).toBeVisible();
    await expect(page.getByText(content)).toBeVisible();
  }
});

test('an unknown path shows 404 Page Not Found with HTTP status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(header(page)).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(remoteArea(page, 'mfe_catalog')).not.toBeEmpty();
});

test('contact form: errors for bad input, then Sending... and the Message Sent toast', async ({ page }) => {
  await page.goto('/contact');
  // The form's checks run in the app (nothing locks the button before hydration any more).
  await waitForHydration(page);
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  for (const message of [
    'Name is required',
    'Valid email is required',
    'Subject is required',
    'Message is too short',
  ])
    await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByLabel('Your Name', { exact: true })).toBeFocused();

  await page.getByLabel('Your Name', { exact: true }).fill('Chioma Okeke');
  await page.getByLabel('Email Address', { exact: true }).fill('chioma@example');
  await page.getByLabel('Subject', { exact: true }).fill('Bulk order');
  await page.getByLabel('Message', { exact: true }).fill('Too short');
  await send.click();
  await expect(page.getByText('Valid email is required')).toBeVisible();
  await expect(page.getByText('Message is too short')).toBeVisible();
  await expect(page.getByText('Name is required')).toBeHidden();

  await page.getByLabel('Email Address', { exact: true }).fill('chioma@example.ng');
  await page.getByLabel('Message', { exact: true }).fill('Do you deliver 25 kg bags of ofada rice to Abuja?');
  await send.click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  const toast = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(toast).toContainText('Message Sent');
  await expect(toast).toContainText('Thank you for your message. We will get back to you soon.');
  await expect(page.getByLabel('Your Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
});

test('a dead remote shows a friendly error with a retry while the frame keeps working', async ({ page }) => {
  // The blog's remote does not answer: its entry fails, and so does a retry's fresh URL for it.
  let blogDown = true;
  await page.route(/\/mfe\/blog\/assets\/remoteEntry\.js(\?.*)?$/, (route) =>
    blogDown ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto('/blog');
  const failure = page
    .getByRole('alert')
    .filter({ hasText: 'This part of the shop is unavailable right now' });
  await expect(failure).toBeVisible();
  await expect(header(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await navTo(page, 'Shop');
  await expect(remoteArea(page, 'mfe_catalog')).not.toBeEmpty();
  await expect(failure).toBeHidden();
  await navTo(page, 'Contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();

  // Still down: back on /blog the error shows again.
  await navTo(page, 'Blog');
  await expect(failure).toBeVisible();

  // The remote comes back: Try Again loads it without reloading the page.
  blogDown = false;
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await failure.getByRole('button', { name: 'Try Again' }).click();
  await expect(remoteArea(page, 'mfe_blog')).not.toBeEmpty();
  await expect(failure).toBeHidden();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('preact (React’s API) is loaded once for the shell and every micro-frontend', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(remoteArea(page, 'mfe_catalog')).not.toBeEmpty();
  // Before hydration a link loads a new document (and preact with it): navigate client-side.
  await waitForHydration(page);
  await navTo(page, 'Blog');
  await expect(remoteArea(page, 'mfe_blog')).not.toBeEmpty();
  await page.evaluate(() => window.history.pushState(null, '', '/cart'));
  await expect(remoteArea(page, 'mfe_cart_checkout')).not.toBeEmpty();

  // No React at all: the storefront's `react` and `react-dom` are preact/compat.
  expect(
    scripts.filter((path) => /react-dom_client|react-dom\.production|\/react\.production/.test(path)),
  ).toEqual([]);
  // Each of preact's modules once, the shell's copy (the host's wins), and no micro-frontend's.
  const shared = (pattern: RegExp) => scripts.filter((path) => pattern.test(path));
  for (const pattern of [
    /__federation_shared_preact-[\w-]+\.js$/,
    /__federation_shared_preact\/hooks-[\w-]+\.js$/,
    /__federation_shared_preact\/compat-[\w-]+\.js$/,
  ]) {
    expect(shared(pattern), String(pattern)).toHaveLength(1);
    expect(shared(pattern)[0]).toMatch(/^\/assets\//);
  }
  const copies = shared(/__federation_shared_(preact|react)/);
  expect(copies.every((path) => path.startsWith('/assets/'))).toBe(true);
});

test('screenshots of the frame and the shell pages (for review in e2e/.artifacts/shell/)', async ({
  page,
}) => {
  const project = test.info().project.name;
  for (const [name, path] of [
    ['home', '/'],
    ['about', '/about'],
    ['contact', '/contact'],
    ['shipping', '/shipping'],
    ['not-found', '/nope'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (path === '/') await expect(remoteArea(page, 'mfe_catalog')).not.toBeEmpty();
    await page.screenshot({ path: `.artifacts/shell/${project}-${name}.png`, fullPage: true });
  }
  if (isMobile()) {
    await page.getByRole('link', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.screenshot({ path: `.artifacts/shell/${project}-menu.png` });
    await page.keyboard.press('Escape');
  }
  await header(page).getByRole('link', { name: 'Search products' }).click();
  await expect(page.getByRole('dialog', { name: 'Search Products' })).toBeVisible();
  await page.screenshot({ path: `.artifacts/shell/${project}-search.png` });
});
