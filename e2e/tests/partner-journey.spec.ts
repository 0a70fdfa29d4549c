// Issue #28 end to end, with JavaScript: the owner's recipe (8 ingredients for 4) on a partner's page served
// from ANOTHER origin, with the partner's ref; the shopper scales it to 6 and one click fills the shop's cart
// with the 8 scaled lines in their sizes; she checks out paying on delivery, and the owner's partner report
// credits that partner with the order. What the embeds do on their own (the link's format, lazy loading, CLS,
// axe, events) is widget-embeds.spec.ts's; the cart link without JavaScript (bad items, the QR code's plain GET)
// is cart-link.spec.ts's.
// `@playwright/test` directly: journey.ts waits for the shop's hydration mark, which a partner page never has.
import { expect, test } from '@playwright/test';
import { login } from '../support/admin.ts';
import { chooseDelivery } from '../support/checkout.ts';
import { waitForHydration } from '../support/page.ts';
import { EGUSI, type PartnerSite, startPartnerSite } from '../support/partner-site.ts';
import { adminHeaders, stubChatApp } from '../support/shop.ts';

let partner: PartnerSite;

test.beforeAll(async () => {
  partner = await startPartnerSite();
});

test.afterAll(async () => {
  await partner?.close();
});

test('a partner’s recipe, scaled, goes to the cart in one click, is ordered, and credits the partner', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('the Playwright config must set use.baseURL (the shop under test)');
  const shop = new URL(baseURL).origin;
  expect(partner.origin).not.toBe(shop);
  const tag = `${test.info().project.name}-${Date.now().toString(36)}`;

  // The owner's partner and recipe, through the admin API as the console saves them.
  const code = `mama-${tag}`;
  const partnerName = `Mama's Kitchen ${tag}`;
  const created = await request.post('/api/partners', {
    headers: adminHeaders(),
    data: { name: partnerName, code },
  });
  expect(created.status(), await created.text()).toBe(201);
  const recipeSlug = `egusi-${tag}`;
  const recipe = await request.post('/api/recipes', {
    headers: adminHeaders(),
    data: {
      slug: recipeSlug,
      title: 'Egusi soup',
      servings: 4,
      ingredients: EGUSI.map(({ slug: productSlug, size, perServing: quantityPerServing }) => ({
        productSlug,
        size,
        quantityPerServing,
      })),
    },
  });
  expect(recipe.status(), await recipe.text()).toBe(201);

  // The partner's post: the embed names the recipe and the partner.
  partner.pages.set(
    '/egusi.html',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mama's Kitchen</title>
    <meta name="viewport" content="width=device-width, initial-scale=1"></head>
    <body><h1>My egusi soup</h1>
    <ata-recipe-cart recipe="${recipeSlug}" ref="${code}"></ata-recipe-cart>
    <script src="${shop}/widget/ata-recipe-cart.js"></script></body></html>`,
  );
  await page.goto(`${partner.origin}/egusi.html`);
  const embed = page.locator('ata-recipe-cart');
  await expect(embed.getByRole('checkbox', { checked: true })).toHaveCount(8);
  await expect(embed.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('4');
  await embed.getByRole('button', { name: 'More servings' }).click();
  await embed.getByRole('button', { name: 'More servings' }).click();
  await expect(embed.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('6');
  const total = (await embed.getByText(/^Total/).textContent())?.match(/^Total (₦[\d,.]+) for 8 items$/)?.[1];
  expect(total, 'the embed says its total').toBeTruthy();

  // One click: the shop's cart page, as the shopper sees it, holds the 8 lines in their sizes, scaled to 6.
  await embed.getByRole('link', { name: 'Add 8 items to cart' }).click();
  await expect(page).toHaveURL(`${shop}/cart`);
  await waitForHydration(page);
  await expect(page.getByTestId('cart-notice')).toContainText(
    '8 items from the link were added to your cart.',
  );
  const expected: [string, number][] = [];
  for (const { slug, packs, sizeLabel: size } of EGUSI) {
    const product = await request.get(`/api/products/${slug}`);
    const { name } = (await product.json()) as { name: string };
    expected.push([size ? `${name} (${size})` : name, packs]);
  }
  const rows = page.locator('tr.cart-line');
  await expect(rows).toHaveCount(8);
  for (const [name, packs] of expected) {
    await expect(rows.getByRole('rowheader', { name, exact: true })).toBeVisible();
    await expect(
      rows.getByRole('group', { name: `Quantity of ${name}`, exact: true }).locator('output'),
    ).toHaveText(String(packs));
  }
  await expect(page.getByTestId('cart-subtotal')).toHaveText(total ?? '');

  // Checkout, paying on delivery (the order goes through the chat app, answered locally).
  await stubChatApp(context);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await waitForHydration(page);
  await page.getByLabel('Full Name', { exact: true }).fill('Chiamaka Obi');
  await page.getByLabel('Email', { exact: true }).fill(`${tag}@example.com`);
  await page.getByLabel('Phone Number', { exact: true }).fill('08031234567');
  await page.getByLabel('Delivery Address', { exact: true }).fill('7 Admiralty Way, Lekki Phase 1, Lagos');
  await chooseDelivery(page);
  await page.getByRole('radio', { name: /Order via WhatsApp/ }).check();
  const chat = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Complete Order via WhatsApp' }).click();
  await (await chat).close();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();

  // The owner's partner report (this month, in Lagos) credits the partner with the order, not yet paid.
  await login(page);
  await page.goto('/admin/partner-report');
  const row = page
    .getByRole('table', { name: 'Orders and revenue per partner' })
    .getByRole('row', { name: new RegExp(partnerName) });
  await expect(row).toContainText(`ref=${code}`);
  await expect(row.getByRole('cell')).toHaveText([`${partnerName}ref=${code}`, '1', '0', '₦0', '—']);
});
