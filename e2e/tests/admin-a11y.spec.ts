// The admin console on a phone and a desktop: every screen has no axe-core violation of any impact, nothing
// scrolls sideways at 375 px, and each list keeps per-row Edit and Delete. Screenshots of the lists are kept
// as test artefacts (`<screen>-<project>.png` in the run's output folder).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { login } from '../support/admin.ts';
import { expect, test } from '../support/journey.ts';
import { isMobile } from '../support/page.ts';

interface Screen {
  name: string;
  url: string;
  /** What shows once the screen has loaded its data. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
  /** Run after loading, e.g. to open a dialog or a tab that is a screen of its own. */
  open?: (page: Page) => Promise<void>;
  /** Undoes `open` where the console remembers it (the screens share one page, and its saved state). */
  close?: (page: Page) => Promise<void>;
  /** A list: screenshot it and check each row offers Edit and Delete. */
  list?: boolean;
}

/** One line per violation: rule, impact, how many elements and the first of them. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.nodes[0]?.target.join(' ')} — ${v.help}`,
  );
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

/** Waits until react-admin's loading bar and skeletons are gone, so axe sees the finished screen. */
async function settled(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}

async function check(page: Page, screen: Screen) {
  await test.step(screen.name, async () => {
    await page.goto(screen.url);
    // Generous: several helpers' builds and browsers share two cores.
    await expect(screen.ready(page)).toBeVisible({ timeout: 30_000 });
    await screen.open?.(page);
    await settled(page);
    expect.soft(await axeViolations(page), `axe on ${screen.name}`).toEqual([]);
    // Polled: a screen's last images and chips can still be settling into place.
    if (isMobile())
      await expect.soft.poll(() => horizontalOverflow(page), `sideways scroll on ${screen.name}`).toBe(0);
    if (screen.list) {
      const file = test
        .info()
        .outputPath(`${screen.name.replaceAll(' ', '-')}-${test.info().project.name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await test.info().attach(screen.name, { path: file, contentType: 'image/png' });
    }
    await screen.close?.(page);
  });
}

const main = (page: Page) => page.getByRole('main');
const firstDelete = (page: Page) => main(page).getByRole('button', { name: 'Delete' }).first();
const orderCustomer = () => `Axe Check ${test.info().project.name}`;

/** The screens behind the login, in menu order; `ids` are records that exist in every run. */
function adminScreens(ids: { product: string; order: string; post: string }): Screen[] {
  return [
    { name: 'dashboard', url: '/admin', ready: (p) => p.getByText('Latest orders') },
    { name: 'products', url: '/admin/products', ready: firstDelete, list: true },
    {
      name: 'product create',
      url: '/admin/products/create',
      ready: (p) => p.getByRole('textbox', { name: 'Name' }),
    },
    {
      name: 'product edit',
      url: `/admin/products/${ids.product}`,
      ready: (p) => p.getByRole('textbox', { name: 'Name' }),
    },
    {
      name: 'product not found',
      url: '/admin/products/00000000-0000-4000-8000-000000000000',
      ready: (p) => p.getByRole('heading', { name: 'Product Not Found' }),
    },
    { name: 'categories', url: '/admin/categories', ready: firstDelete, list: true },
    {
      name: 'category create dialog',
      url: '/admin/categories',
      ready: (p) => p.getByRole('button', { name: 'Add Category' }),
      open: async (p) => {
        await p.getByRole('button', { name: 'Add Category' }).click();
        await expect(p.getByRole('dialog')).toBeVisible();
      },
    },
    {
      name: 'category edit dialog',
      url: '/admin/categories',
      ready: (p) => main(p).getByRole('button', { name: 'Edit', exact: true }).first(),
      open: async (p) => {
        await main(p).getByRole('button', { name: 'Edit', exact: true }).first().click();
        await expect(p.getByRole('dialog').getByRole('textbox', { name: 'Name' })).not.toHaveValue('');
      },
    },
    {
      name: 'orders',
      url: '/admin/orders',
      ready: (p) => main(p).getByText(orderCustomer()).first(),
      list: true,
    },
    {
      name: 'order show',
      url: `/admin/orders/${ids.order}/show`,
      ready: (p) => p.getByText('12 Allen Avenue, Ikeja, Lagos'),
    },
    { name: 'blog', url: '/admin/blog', ready: firstDelete, list: true },
    {
      name: 'blog new',
      url: '/admin/blog/new',
      ready: (p) => p.getByRole('heading', { name: 'New Blog Post', level: 1 }),
    },
    {
      name: 'blog edit',
      url: `/admin/blog/edit/${ids.post}`,
      ready: (p) => p.getByText('Update content, images, and settings'),
    },
    {
      name: 'blog preview',
      url: `/admin/blog/edit/${ids.post}`,
      ready: (p) => p.getByRole('button', { name: 'Preview' }),
      open: async (p) => {
        await p.getByRole('button', { name: 'Preview' }).click();
        await expect(p.getByRole('button', { name: 'Exit Preview' })).toBeVisible();
      },
    },
    {
      name: 'delivery zones',
      url: '/admin/delivery-zones',
      ready: (p) => main(p).getByText('Nigeria'),
      list: true,
    },
    {
      name: 'delivery zone form',
      url: '/admin/delivery-zones/create',
      ready: (p) => p.getByRole('textbox', { name: 'Zone name' }),
    },
    {
      name: 'discount form',
      url: '/admin/discounts/create',
      ready: (p) => p.getByRole('textbox', { name: 'Code' }),
    },
    { name: 'recipes', url: '/admin/recipes', ready: firstDelete, list: true },
    {
      name: 'recipe create',
      url: '/admin/recipes/create',
      ready: (p) => p.getByRole('textbox', { name: 'Title' }),
    },
    {
      // The product picker's suggestions open over the form.
      name: 'recipe product picker',
      url: '/admin/recipes/create',
      ready: (p) => p.getByRole('combobox', { name: 'Product', exact: true }),
      open: async (p) => {
        await p.getByRole('combobox', { name: 'Product', exact: true }).fill('egusi');
        await expect(p.getByRole('option', { name: 'Ground Egusi 500g' })).toBeVisible();
      },
    },
    {
      name: 'outbox',
      url: '/admin/outbox',
      // Empty on a fresh shop, a list once any journey has placed an order.
      ready: (p) =>
        p.getByRole('list', { name: 'Caught messages' }).or(p.getByText('No messages yet', { exact: false })),
    },
    ...['General', 'Contact Info', 'Social Media', 'Orders', 'Messages'].map((tab) => ({
      name: `settings ${tab}`,
      url: '/admin/settings',
      ready: (p: Page) => p.getByRole('tab', { name: tab }),
      open: (p: Page) => p.getByRole('tab', { name: tab }).click(),
    })),
    {
      name: 'menu',
      url: '/admin',
      ready: (p) => p.getByText('Latest orders'),
      // On a phone the sidebar is a drawer behind the hamburger; on a desktop it is always open.
      open: async (p) => {
        if (isMobile()) await p.getByRole('button', { name: 'Open menu' }).click();
        await expect(p.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      },
      // react-admin keeps the drawer's state: left open, it would cover the next screen on a phone.
      close: async (p) => {
        if (!isMobile()) return;
        await p.keyboard.press('Escape');
        await expect(p.getByRole('menuitem', { name: 'Logout' })).toBeHidden();
      },
    },
  ];
}

test('the login screen has no axe violations', async ({ page }) => {
  await check(page, {
    name: 'login',
    url: '/admin/login',
    ready: (p) => p.getByRole('button', { name: 'Sign in' }),
  });
});

test.describe('signed in', () => {
  let page: Page;
  let ids: { product: string; order: string; post: string };

  // One login, one order and one page per project, shared by the screens (each screen is a test of its
  // own): the console's scripts load and compile once, not once per screen.
  test.beforeAll(async ({ browser, baseURL, viewport, hasTouch }) => {
    const context = await browser.newContext({
      baseURL,
      viewport,
      hasTouch,
      locale: 'en-NG',
      timezoneId: 'Africa/Lagos',
    });
    page = await context.newPage();
    await login(page);
    const product = (
      (await (await page.request.get('/api/products')).json()) as {
        id: string;
        price: number;
        stock: number;
        name: string;
      }[]
    ).toSorted((a, b) => b.stock - a.stock)[0];
    const post = ((await (await page.request.get('/api/blog/all')).json()) as { id: string }[])[0];
    if (!product || !post) throw new Error('the seed should provide products and blog posts');
    const placed = await page.request.post('/api/orders', {
      data: {
        customerName: orderCustomer(),
        customerEmail: `axe.${Date.now()}@example.ng`,
        customerPhone: '08031234567',
        shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
        items: [{ productId: product.id, name: product.name, price: Number(product.price), quantity: 1 }],
        totalAmount: String(product.price),
      },
    });
    expect(placed.status()).toBe(201);
    ids = { product: product.id, post: post.id, order: ((await placed.json()) as { id: string }).id };
  });
  test.afterAll(async () => {
    await page?.context().close();
  });

  for (const name of adminScreens({ product: '', order: '', post: '' }).map((screen) => screen.name)) {
    test(`${name} has no axe violations, nor sideways scroll on a phone`, async () => {
      test.slow(); // axe over a full react-admin page takes a while on 2 shared cores
      const screen = adminScreens(ids).find((candidate) => candidate.name === name);
      if (!screen) throw new Error(name);
      await check(page, screen);
    });
  }

  test('each list offers Edit and Delete on every row, at both widths', async () => {
    test.slow(); // three lists of up to 50 rows on 2 shared cores
    for (const url of ['/admin/products', '/admin/categories', '/admin/blog']) {
      await page.goto(url);
      // Table rows on a desktop, list items on a phone.
      const rows = isMobile() ? main(page).getByRole('listitem') : main(page).locator('tbody tr');
      await expect(rows.first(), url).toBeVisible({ timeout: 30_000 });
      expect(await rows.count(), url).toBeGreaterThan(2);
      for (const row of await rows.all()) {
        await expect(
          row
            .getByRole('link', { name: 'Edit', exact: true })
            .or(row.getByRole('button', { name: 'Edit', exact: true })),
        ).toBeVisible();
        await expect(row.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
      }
    }
  });
});
