// Image uploads in the admin console: a phone photo with its location in EXIF becomes an upright image with
// AVIF/WebP variants and no metadata; a file that is not an image is refused with the API's message.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { login } from '../support/admin.ts';
import { expect, test } from '../support/journey.ts';

// 800 × 600, EXIF orientation 6 (upright: 600 × 800), camera make "PhoneCo" and a GPS position in Lagos.
const PHOTO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/phone-photo-gps.jpg');
const UPLOADED = /^\/api\/images\/uploads\/[0-9a-f]{24}-600x800\.jpg$/;

test.beforeEach(async ({ page }) => login(page));

test('a phone photo is uploaded for a product: preview, srcset variants, no EXIF, saved and shown in the shop', async ({
  page,
  browser,
}) => {
  test.slow(); // encoding AVIF on 2 shared cores
  const fixture = readFileSync(PHOTO);
  expect(fixture.includes('PhoneCo')).toBe(true);
  const name = `Photo pepper ${test.info().project.name} ${Date.now().toString(36)}`;
  await page.goto('/admin/products/new');
  await page.getByLabel('Name').fill(name);
  await expect(page.locator('input[type="file"]')).toHaveAttribute('accept', /image\/\*/);
  await page.locator('input[type="file"]').setInputFiles(PHOTO);

  await expect(page.getByRole('textbox', { name: 'Image URL' })).toHaveValue(UPLOADED);
  const preview = page.getByRole('img', { name });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const srcset = (await preview.getAttribute('srcset')) ?? '';
  expect(srcset).toMatch(/ 320w, .* 600w$/);

  // Every variant is served, for a year, as what it claims, with none of the camera's metadata.
  const url = await page.getByRole('textbox', { name: 'Image URL' }).inputValue();
  const variants = [url, ...srcset.split(', ').map((entry) => entry.split(' ')[0]!)];
  for (const variant of [...variants, ...variants.slice(1).map((webp) => webp.replace(/\.webp$/, '.avif'))]) {
    const response = await page.request.get(variant);
    expect(response.status(), variant).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-type']).toBe(
      variant.endsWith('.jpg') ? 'image/jpeg' : variant.endsWith('.webp') ? 'image/webp' : 'image/avif',
    );
    const bytes = await response.body();
    expect(bytes.includes('PhoneCo'), variant).toBe(false);
    expect(bytes.includes('Exif\0\0'), variant).toBe(false);
  }

  await page.getByLabel('Description').fill('Photographed in the market this morning.');
  await page.getByLabel('Price (₦)').fill('1800');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Spices' }).click();
  const slug = await page.getByLabel('Slug').inputValue();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/products(\?.*)?$/);
  const filter = encodeURIComponent(JSON.stringify({ slug }));
  const [saved] = (await (await page.request.get(`/api/products?filter=${filter}`)).json()) as {
    id: string;
    imageUrl: string;
  }[];
  expect(saved?.imageUrl).toBe(url);

  // The shop offers the variants and lets the browser pick by the width it shows the image at.
  await page.goto(`/product/${saved?.id}`);
  const shown = page.getByRole('img', { name });
  await expect(shown).toHaveAttribute('srcset', srcset);
  await expect(shown).toHaveAttribute('sizes', /100vw/);
  // Chromium reads AVIF, so it takes a width from the <picture>'s AVIF source, not the <img>'s WebP.
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-\d+w\.avif$/);

  // A shopper saving data gets the smallest variant only.
  const saver = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await saver.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
  );
  await saver.goto(`/product/${saved?.id}`);
  // A cold page loads every micro-frontend first: slow on 2 shared cores.
  await expect(saver.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
  const small = saver.getByRole('img', { name });
  await expect(small).toHaveAttribute('src', /-320w\.webp$/);
  expect(await small.getAttribute('srcset')).toBeNull();
  await expect.poll(() => small.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-320w\.avif$/);
  await saver.close();
});

test('a text file named like a photo is refused with a clear message, and the URL is left alone', async ({
  page,
}) => {
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Image URL' }).fill('https://example.ng/market.jpg');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'market.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Shopping list: tatashe, ata rodo, crayfish.\n'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('The file is not a JPEG, PNG, WebP, AVIF or HEIC image');
  await expect(dialog.getByRole('textbox', { name: 'Image URL' })).toHaveValue(
    'https://example.ng/market.jpg',
  );
});
