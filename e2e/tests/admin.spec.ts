// Admin console journeys against the production build: the session, every admin URL, and the
// owner's changes (products, categories, orders, settings, blog) reaching the API and the storefront.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { login } from '../support/admin.ts';
import { adminCredentials } from '../support/env.ts';
import { expect, test } from '../support/journey.ts';
import { isMobile, naira } from '../support/page.ts';

interface ApiProduct {
  id: string;
  name: string;
  slug: string;
  price: number | string;
  stock: number;
  imageUrl: string | null;
  createdAt: string;
}
interface ApiPost {
  id: string;
  slug: string;
  title: string;
  published: boolean;
  createdAt: string;
}

const ADMIN = 'Ata Market Admin';
/** Unique per project and run: both viewports run against one shared database. */
const unique = (label: string) => `${label} ${test.info().project.name} ${Date.now().toString(36)}`;
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A toast: title and description in one alert. */
async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByRole('alert').filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

/** Types in a list's search box and waits until the list applied it (react-admin debounces filters). */
async function searchList(page: Page, placeholder: string, text: string) {
  await page.getByPlaceholder(placeholder).fill(text);
  await expect(page).toHaveURL(new RegExp(`filter=[^&]*${encodeURIComponent(text).slice(0, 20)}`));
}

/** A record's row in a list: a table row on a desktop, an item of the compact list on a phone. */
const listRow = (page: Page, text: string) =>
  page.getByRole(isMobile() ? 'listitem' : 'row').filter({ hasText: text });

/** On a phone the sidebar sits behind react-admin's hamburger. */
async function openSidebar(page: Page) {
  if (isMobile()) await page.getByRole('button', { name: 'Open menu' }).click();
}

/** A request context without the admin's cookie: what a shopper's browser would get. */
async function anonymousApi(browser: Browser, baseURL: string | undefined): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL });
  return context.request;
}

async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} → ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test.describe('admin session', () => {
  test('an anonymous visitor of /admin/products is sent to the login screen', async ({ page }) => {
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expectToast(page, 'Authentication required', 'Please log in to access the admin area');
    await expect(page).toHaveTitle(`Login | ${ADMIN}`);
  });

  test('login validates, refuses wrong credentials, then opens the dashboard without storing the password', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not-the-password');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');

    // An unknown username, so the real admin account is never throttled by this journey.
    await page.getByLabel('Username').fill(`nobody-${Date.now()}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Login Failed', 'Invalid username or password');
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.getByLabel('Username').fill(adminCredentials.username);
    await password.fill(adminCredentials.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/$/);
    await expectToast(page, 'Login Successful', 'Welcome to the admin dashboard');
    await expect(page).toHaveTitle(`Dashboard | ${ADMIN}`);
    for (const stat of ['Pending orders', 'Total revenue', 'Featured products']) {
      await expect(page.getByText(stat, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Latest orders')).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(adminCredentials.password);
  });

  test('a user without admin rights is refused', async ({ page }) => {
    // The API has no endpoint to create a user, so the login answer of a real non-admin account
    // ({ isAdmin: false }, session cookie set) is played back; the console must refuse it and close it.
    let loggedOut = false;
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({ json: { isAdmin: false, username: 'shopper' } }),
    );
    await page.route('**/api/auth/logout', (route) => {
      loggedOut = true;
      return route.fulfill({ json: { message: 'Logged out' } });
    });
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill('shopper');
    await page.getByLabel('Password', { exact: true }).fill('shopper-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Access Denied', 'You do not have admin privileges');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(loggedOut).toBe(true);
  });

  test('logout ends the session and closes the console again', async ({ page }) => {
    await login(page);
    await openSidebar(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out', 'You have been logged out successfully');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await page.request.get('/api/auth/check')).status()).toBe(401);
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('admin screens', () => {
  test.beforeEach(async ({ page }) => login(page));

  test('every admin URL opens its screen, and the sidebar lists them', async ({ page }) => {
    test.slow(); // a long journey on 2 shared cores
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    // The oldest records are the seed's: other journeys create (and delete) newer ones meanwhile.
    const oldest = <T extends { createdAt: string }>(rows: T[]) =>
      rows.toSorted((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
    const product = oldest(await apiJson<ApiProduct[]>(page.request, '/api/products'));
    const post = oldest(await apiJson<ApiPost[]>(page.request, '/api/blog/all'));
    if (!product || !post) throw new Error('the seed should provide products and blog posts');

    const screens: { url: string; title: string; lands?: RegExp }[] = [
      { url: '/admin', title: 'Dashboard' },
      { url: '/admin/products', title: 'Products' },
      { url: '/admin/products/new', title: 'New Product', lands: /\/admin\/products\/create$/ },
      { url: `/admin/products/${product.id}`, title: `Edit: ${product.name}` },
      { url: '/admin/categories', title: 'Categories' },
      { url: '/admin/orders', title: 'Orders' },
      { url: '/admin/settings', title: 'Settings' },
      { url: '/admin/outbox', title: 'Outbox' },
      { url: '/admin/delivery-zones', title: 'Delivery zones' },
      { url: '/admin/delivery-zones/create', title: 'New Delivery zone' },
      { url: '/admin/pickup-points', title: 'Pickup points' },
      { url: '/admin/discounts', title: 'Discounts' },
      { url: '/admin/discounts/create', title: 'New Discount' },
      { url: '/admin/partners', title: 'Partners' },
      { url: '/admin/partner-report', title: 'Partner report' },
      { url: '/admin/blog', title: 'Blog Posts' },
      { url: '/admin/blog/new', title: 'New Blog Post' },
      { url: `/admin/blog/edit/${post.id}`, title: `Edit: ${post.title}` },
      { url: '/admin/login', title: 'Login' },
    ];
    for (const screen of screens) {
      await page.goto(screen.url);
      await expect(page, screen.url).toHaveTitle(`${screen.title} | ${ADMIN}`);
      if (screen.lands) await expect(page).toHaveURL(screen.lands);
    }

    await page.goto('/admin/blog/new');
    await expect(page.getByRole('heading', { name: 'New Blog Post', level: 1 })).toBeVisible();
    await expect(page.getByText('Create a new blog post, article, or recipe')).toBeVisible();
    await page.goto(`/admin/blog/edit/${post.id}`);
    await expect(page.getByText('Update content, images, and settings')).toBeVisible();

    // The blog list is newest first by default, and the order flips with one click.
    await page.goto('/admin/blog');
    await page.getByRole('button', { name: 'Newest first' }).click();
    await expect(page.getByRole('button', { name: 'Oldest first' })).toBeVisible();
    await expect(page).toHaveURL(/order=ASC/);

    await page.goto('/admin/products/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await expect(page).toHaveURL(/\/admin\/products(\?.*)?$/);

    await openSidebar(page);
    const items = [
      'Dashboard',
      'Products',
      'Categories',
      'Delivery zones',
      'Pickup points',
      'Discounts',
      'Blog',
    ];
    for (const item of [...items, 'Outbox', 'Settings', 'Logout']) {
      await expect(page.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
    }
    // Orders carries the count of orders placed since the owner last looked (other journeys place some).
    await expect(page.getByRole('menuitem', { name: /^Orders(, \d+ new)?$/ })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Categories', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/categories(\?.*)?$/);
    expect(crashes).toEqual([]);
  });

  test('a product is created, shown in the shop, repriced and deleted', async ({ page }) => {
    test.slow(); // a long journey on 2 shared cores
    const name = unique('Test Pepper Mix');
    await page.goto('/admin/products/new');
    // Save is enabled once the form is touched; a one-letter name shows every rule's message.
    await page.getByLabel('Name').fill('P');
    await page.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      'Product name is required',
      'Slug is required',
      'Description is required',
      'Price must be a positive number',
      'Category is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }

    await page.getByLabel('Name').fill(name);
    await expect(page.getByLabel('Slug')).toHaveValue(slugOf(name));
    await page.getByLabel('Description').fill('A fiery blend of ata rodo and uziza for pepper soup.');
    await page.getByLabel('Price (₦)').fill('2500');
    await page.getByLabel('Stock').fill('12');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Spices' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success');
    await expect(page).toHaveURL(/\/admin\/products(\?.*)?$/);

    const [created] = await apiJson<ApiProduct[]>(
      page.request,
      `/api/products?filter=${encodeURIComponent(JSON.stringify({ slug: slugOf(name) }))}`,
    );
    expect(created).toMatchObject({ name, stock: 12 });
    expect(Number(created?.price)).toBe(2500);

    await page.goto(`/shop?search=${encodeURIComponent(name)}`);
    await expect(page.getByText(name, { exact: true }).filter({ visible: true }).first()).toBeVisible();

    await page.goto(`/admin/products/${created?.id}`);
    await expect(page).toHaveTitle(`Edit: ${name} | ${ADMIN}`);
    await page.getByLabel('Price (₦)').fill('3150');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success');
    await page.goto(`/product/${created?.id}`);
    await expect(page.getByText(naira(3150)).first()).toBeVisible();

    await page.goto(`/admin/products/${created?.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Product Deleted');
    await expect(page).toHaveURL(/\/admin\/products(\?.*)?$/);
    expect((await page.request.get(`/api/products/${created?.id}`)).status()).toBe(404);
  });

  test('a category is added, renamed and deleted in dialogs', async ({ page }) => {
    test.slow(); // a long journey on 2 shared cores
    const name = unique('Drinks');
    await page.goto('/admin/categories');
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Add Category' })).toBeVisible();
    await dialog.getByLabel('Name').fill('D');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Category name is required')).toBeVisible();
    await expect(dialog.getByText('Slug is required')).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await expect(dialog.getByLabel('Slug')).toHaveValue(slugOf(name));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success');
    await expect(dialog).toBeHidden();

    await searchList(page, 'Search categories', name);
    const row = listRow(page, name);
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(dialog.getByRole('heading', { name: 'Edit Category' })).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    const renamed = `${name} renamed`;
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success');
    const categories = await apiJson<{ name: string; slug: string }[]>(page.request, '/api/categories');
    expect(categories.find((c) => c.slug === slugOf(name))?.name).toBe(renamed);

    await searchList(page, 'Search categories', renamed);
    const renamedRow = listRow(page, renamed);
    await renamedRow.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Category Deleted');
    await expect(renamedRow).toHaveCount(0);
    const after = await apiJson<{ slug: string }[]>(page.request, '/api/categories');
    expect(after.some((c) => c.slug === slugOf(name))).toBe(false);
  });

  test("an order's status change reaches the API", async ({ page, browser, baseURL }) => {
    const shopper = await anonymousApi(browser, baseURL);
    const products = await apiJson<ApiProduct[]>(shopper, '/api/products');
    const product = products.sort((a, b) => b.stock - a.stock)[0];
    if (!product) throw new Error('the seed should provide products');
    const customerName = unique('Ngozi Admin-E2E');
    const placed = await shopper.post('/api/orders', {
      data: {
        customerName,
        customerEmail: `ngozi.${Date.now()}@example.ng`,
        customerPhone: '08031234567',
        shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
        items: [{ productId: product.id, name: product.name, price: Number(product.price), quantity: 1 }],
        totalAmount: String(product.price),
      },
    });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as { id: string; status: string };
    expect(order.status).toBe('pending');

    await page.goto('/admin/orders');
    await expect(page.getByRole('tab', { name: /^Pending \(\d+\)$/ })).toBeVisible();
    await searchList(page, 'Search orders', customerName);
    await expect(page.getByText(customerName).first()).toBeVisible();
    if (isMobile()) {
      // Phones get a compact list; the status is changed on the order's page.
      await page.getByText(customerName).first().click();
      await expect(page.getByText('12 Allen Avenue, Ikeja, Lagos')).toBeVisible();
    }
    await page.getByRole('combobox', { name: `Status of order ${order.id.slice(0, 8)}...` }).click();
    await page.getByRole('option', { name: 'Delivered' }).click();
    await expectToast(page, 'Status Updated');

    const saved = await apiJson<{ status: string }>(page.request, `/api/orders/${order.id}`);
    expect(saved.status).toBe('delivered');
  });

  test('a settings change shows on the contact page; bad e-mails and URLs are refused', async ({ page }) => {
    // Each viewport edits its own key, so the two projects never race on one value.
    const field = isMobile()
      ? {
          key: 'contact_address',
          label: 'Address',
          value: `${Date.now() % 1000} Admin Test Close, Yaba, Lagos`,
        }
      : { key: 'contact_phone', label: 'Phone', value: `+234 700 ${String(Date.now()).slice(-7)}` };
    const before = await apiJson<Record<string, string>>(page.request, '/api/settings');

    try {
      await page.goto('/admin/settings');
      const save = page.getByRole('button', { name: 'Save Settings' });
      await expect(save).toBeDisabled();
      await page.getByRole('tab', { name: 'Contact Info' }).click();
      await page.getByLabel('Contact e-mail').fill('not an email');
      await save.click();
      await expect(page.getByText('Invalid email address')).toBeVisible();
      await page.getByLabel('Contact e-mail').fill(before.contact_email ?? '');
      await page.getByRole('tab', { name: 'Social Media' }).click();
      await page.getByLabel('Facebook').fill('facebook dot com');
      await save.click();
      await expect(page.getByText('Invalid URL')).toBeVisible();
      await page.getByLabel('Facebook').fill(before.social_facebook ?? '');

      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT' && request.url().includes('/api/settings/')) sent.push(request.url());
      });
      await page.getByRole('tab', { name: 'Contact Info' }).click();
      await page.getByLabel(field.label, { exact: true }).fill(field.value);
      await save.click();
      await expectToast(page, 'Settings Updated');
      await expect(save).toBeDisabled();
      expect(sent.map((url) => url.split('/api/settings/')[1])).toEqual([field.key]);

      await page.goto('/contact');
      await expect(page.getByText(field.value).first()).toBeVisible();
    } finally {
      await page.request.put(`/api/settings/${field.key}`, { data: { value: before[field.key] ?? '' } });
    }
  });

  test('a recipe is made by picking its products by part of their names, and a size among theirs', async ({
    page,
  }) => {
    test.slow(); // a long journey on 2 shared cores
    const title = unique('Picked soup');
    const slug = slugOf(title);
    await page.goto('/admin/recipes/create');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Slug' }).fill(slug);
    const product = page.getByRole('combobox', { name: 'Product', exact: true });
    await product.fill('crayf');
    await page.getByRole('option', { name: 'Ground Crayfish', exact: true }).click();
    await expect(product).toHaveValue('Ground Crayfish');
    // The sizes offered are the picked product's.
    await page.getByRole('combobox', { name: 'Size' }).click();
    await expect(page.getByRole('option')).toHaveText(['First size (250 g)', '250 g', '100 g', '1 kg']);
    await page.getByRole('option', { name: '100 g' }).click();
    const alternative = page.getByRole('combobox', { name: 'Alternative product (optional)' });
    await alternative.fill('macker');
    await page.getByRole('option', { name: 'Smoked Mackerel (Titus) 2 pieces' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/recipes$/);

    // What the embeds read: the slugs and the size token.
    const saved = await page.request.get(`/api/recipes/${slug}`);
    expect(saved.ok()).toBe(true);
    const [line] = (
      (await saved.json()) as {
        ingredients: { productSlug: string; size: string; alternative: { slug: string } | null }[];
      }
    ).ingredients;
    expect(line).toMatchObject({
      productSlug: 'ground-crayfish',
      size: '100g',
      alternative: expect.objectContaining({ slug: 'smoked-mackerel' }),
    });

    // Opened again, the pickers show the products by name and the size by its label.
    const id = ((await (await page.request.get(`/api/recipes/id/${slug}`)).json()) as { id: string }).id;
    await page.goto(`/admin/recipes/${id}`);
    await expect(page.getByRole('combobox', { name: 'Product', exact: true })).toHaveValue('Ground Crayfish');
    await expect(page.getByRole('combobox', { name: 'Size' })).toHaveText('100 g');
    await expect(page.getByRole('combobox', { name: 'Alternative product (optional)' })).toHaveValue(
      'Smoked Mackerel (Titus) 2 pieces',
    );
  });

  test('a blog post is drafted (not public), previewed, published, edited and deleted', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // a long journey on 2 shared cores
    const title = unique('Pepper Soup for Rainy Days');
    const slug = slugOf(title);
    const shopper = await browser.newPage({ baseURL });

    await page.goto('/admin/blog/new');
    await page.getByRole('button', { name: 'Save Post' }).click();
    for (const message of [
      'Title must be at least 3 characters',
      'Excerpt must be at least 10 characters',
      'Content must be at least 30 characters',
      'Category is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }

    await page.getByLabel('Title').fill(title);
    const slugInput = page.getByLabel('Slug');
    await expect(slugInput).toHaveValue(slug);
    await page.getByRole('button', { name: 'Edit Manually' }).click();
    await slugInput.fill('my-own-slug');
    await page.getByRole('button', { name: 'Auto-generate' }).click();
    await expect(slugInput).toHaveValue(slug);
    await page.getByLabel('Excerpt').fill('A warming bowl with uziza, ehuru and goat meat.');
    await page
      .getByRole('textbox', { name: 'Content' })
      .fill('## Why it works\n\nThe **uziza** gives heat and *scent*.\n\n- Goat meat\n- Uziza seeds');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Recipes' }).click();
    await page.getByLabel('Published').uncheck();

    await page.getByLabel('Featured Image URL').fill('/api/images/no-such-image.svg');
    await expect(page.getByText('Invalid image URL')).toBeVisible();
    await page.getByRole('button', { name: 'Remove image' }).click();
    await expect(page.getByText('No image URL provided')).toBeVisible();

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('article', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Why it works' })).toBeVisible();
    await expect(preview.locator('strong', { hasText: 'uziza' })).toBeVisible();
    await expect(preview.getByText('Draft')).toBeVisible();
    await expect(preview.getByText('Recipes')).toBeVisible();
    await page.getByRole('button', { name: 'Exit Preview' }).click();

    await page.getByRole('button', { name: 'Save Post' }).click();
    await expectToast(page, 'Blog post created!', 'Your blog post has been created successfully');
    await expect(page).toHaveURL(/\/admin\/blog(\?.*)?$/);

    await shopper.goto(`/blog/${slug}`);
    await expect(shopper.getByText('Blog post not found')).toBeVisible();

    await searchList(page, 'Search posts', title);
    const row = listRow(page, title);
    await expect(row.getByText('Draft')).toBeVisible();
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/edit\/[0-9a-f-]{36}$/);
    await expect(page).toHaveTitle(`Edit: ${title} | ${ADMIN}`);
    await expect(page.getByRole('button', { name: 'Auto-generate' })).toBeVisible();
    await page.getByLabel('Excerpt').fill('A warming bowl with uziza and ehuru, ready in an hour.');
    await page.getByLabel('Published').check();
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expectToast(page, 'Blog post updated!', 'Your blog post has been updated successfully');
    await expect(page).toHaveURL(/\/admin\/blog(\?.*)?$/);

    await shopper.goto(`/blog/${slug}`);
    await expect(shopper.getByRole('heading', { name: title })).toBeVisible();
    await expect(shopper.getByText('ready in an hour').first()).toBeVisible();

    await searchList(page, 'Search posts', title);
    await expect(row.getByText('Published')).toBeVisible();
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Blog post deleted');
    await expect(row).toHaveCount(0);
    expect((await shopper.request.get(`/api/blog/${slug}`)).status()).toBe(404);
    await shopper.close();
  });
});
