// Product photos in the storefront: an uploaded photo is a <picture> (AVIF source before the WebP srcset) whose
// variant fits the screen, and a product without a photo shows its category's designed placeholder.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/journey.ts';
import { isMobile } from '../support/page.ts';
import { adminHeaders, createProduct } from '../support/shop.ts';

const PHOTO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/phone-photo-gps.jpg');

test('an uploaded photo is a <picture> with AVIF first; an image-less product shows its placeholder', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const upload = await request.post('/api/images', {
    headers: { ...adminHeaders(), 'Content-Type': 'image/jpeg' },
    data: readFileSync(PHOTO),
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { url } = (await upload.json()) as { url: string };
  const categories = (await (await request.get('/api/categories')).json()) as { id: string }[];
  const photographed = await createProduct(request, { name: 'Photo pepper', stock: 5, imageUrl: url });
  const bare = await createProduct(request, { name: 'Bare pepper', stock: 5, categoryId: categories[0]?.id });

  const chosen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/images/uploads/')) chosen.push(new URL(r.url()).pathname);
  });
  await page.goto(`/product/${photographed.id}`);
  const picture = page.locator('.cat-product__media picture');
  const avif = picture.locator('source[type="image/avif"]');
  await expect(avif).toHaveAttribute('srcset', /-320w\.avif 320w, .*-600w\.avif 600w/);
  await expect(avif).toHaveAttribute('sizes', '(max-width: 768px) 100vw, 600px');
  const img = picture.locator('img');
  await expect(img).toHaveAttribute('srcset', /-320w\.webp 320w/);
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('width', '800');
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  const current = await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
  // Chromium reads AVIF: the source wins, at a width for this screen (375 px phone: 100vw → 375 px at 1x).
  expect(current).toMatch(isMobile() ? /-(600|640)w\.avif$/ : /-600w\.avif$/);
  expect(chosen).toContain(current);

  await page.goto(`/product/${bare.id}`);
  const placeholder = page.locator('.cat-product__media .ui-placeholder');
  await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  await expect(placeholder).toHaveAttribute('data-tone', /^[1-5]$/);
  const box = await placeholder.boundingBox();
  expect(box?.width).toBeGreaterThan(100);
  await page.screenshot({ path: test.info().outputPath(`placeholder-${test.info().project.name}.png`) });
});
