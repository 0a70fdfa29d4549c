import { describe, expect, it } from 'vitest';
import { imageSources, originalName, responsiveImage, variantName, variantWidths } from './names.ts';
import { uploadedImageSchema } from './schema.ts';

const HASH = '0123456789abcdef01234567';

describe('variantWidths', () => {
  it('never enlarges: standard widths below the image, plus its own width when under the largest', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(700)).toEqual([320, 640, 700]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe('imageSources', () => {
  it('builds srcset for each format from the original URL', () => {
    const url = `/api/images/uploads/${originalName(HASH, 800, 600, 'jpeg')}`;
    const sources = imageSources(url);
    expect(sources?.width).toBe(800);
    expect(sources?.height).toBe(600);
    expect(sources?.srcset.webp).toBe(
      `/api/images/uploads/${HASH}-800x600-320w.webp 320w, /api/images/uploads/${HASH}-800x600-640w.webp 640w, /api/images/uploads/${HASH}-800x600-800w.webp 800w`,
    );
    expect(sources?.smallest.avif).toBe(`/api/images/uploads/${variantName(HASH, 800, 600, 320, 'avif')}`);
  });

  it('works for images on another host (a bucket) too', () => {
    const sources = imageSources(`https://cdn.example.ng/shop/${HASH}-2000x1000.png`);
    expect(sources?.variants).toHaveLength(8);
    expect(sources?.smallest.webp).toBe(`https://cdn.example.ng/shop/${HASH}-2000x1000-320w.webp`);
  });

  it('is undefined for any other image', () => {
    for (const url of [null, undefined, '', '/api/images/product-egusi.svg', 'https://example.ng/photo.jpg'])
      expect(imageSources(url)).toBeUndefined();
    expect(imageSources(`/api/images/uploads/${HASH}-800x600.gif`)).toBeUndefined();
  });
});

describe('uploadedImageSchema', () => {
  it('bounds the sizes', () => {
    const image = { url: '/x.jpg', width: 10, height: 10, format: 'jpeg', variants: [] };
    expect(uploadedImageSchema.safeParse(image).success).toBe(true);
    expect(uploadedImageSchema.safeParse({ ...image, width: 0 }).success).toBe(false);
    expect(uploadedImageSchema.safeParse({ ...image, format: 'gif' }).success).toBe(false);
  });
});

describe('responsiveImage', () => {
  const url = `/api/images/uploads/${HASH}-1600x1200.jpg`;

  it('offers the WebP variants with the given sizes', () => {
    expect(responsiveImage(url, '50vw')).toEqual({
      src: url,
      srcSet: imageSources(url)?.srcset.webp,
      sizes: '50vw',
    });
  });

  it('gives only the smallest variant when the shopper saves data', () => {
    expect(responsiveImage(url, '50vw', { saveData: true })).toEqual({
      src: `/api/images/uploads/${HASH}-1600x1200-320w.webp`,
    });
  });

  it('leaves other images alone', () => {
    expect(responsiveImage('/api/images/product-egusi.svg', '50vw')).toEqual({
      src: '/api/images/product-egusi.svg',
    });
  });
});
