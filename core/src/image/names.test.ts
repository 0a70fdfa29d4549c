import { describe, expect, it } from 'vitest';
import {
  imageSources,
  originalName,
  PLACEHOLDER_TONES,
  placeholderTone,
  responsivePicture,
  variantName,
  variantWidths,
} from './names.ts';
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

describe('responsivePicture', () => {
  const url = `/api/images/uploads/${HASH}-1600x1200.jpg`;

  it('offers AVIF variants to a <source> and WebP variants to the <img>, both at the given sizes', () => {
    const sources = imageSources(url);
    expect(responsivePicture(url, '100vw')).toEqual({
      avif: { srcSet: sources?.srcset.avif, sizes: '100vw' },
      img: { src: url, srcSet: sources?.srcset.webp, sizes: '100vw' },
    });
    expect(sources?.srcset.avif).toContain(`${HASH}-1600x1200-1280w.avif 1280w`);
  });

  it('gives each format only its smallest variant when the shopper saves data', () => {
    expect(responsivePicture(url, '100vw', { saveData: true })).toEqual({
      avif: { srcSet: `/api/images/uploads/${HASH}-1600x1200-320w.avif` },
      img: { src: `/api/images/uploads/${HASH}-1600x1200-320w.webp` },
    });
  });

  it('leaves an external image a plain <img>', () => {
    expect(responsivePicture('https://example.ng/photo.jpg', '100vw')).toEqual({
      img: { src: 'https://example.ng/photo.jpg' },
    });
  });
});

describe('placeholderTone', () => {
  it('is the same for one category, a category tone (1…) for any category and 0 for none', () => {
    const ids = [
      '3f1c2d4e-0000-4000-8000-000000000001',
      '3f1c2d4e-0000-4000-8000-000000000002',
      'b',
      'c',
      'd',
    ];
    for (const id of ids) {
      expect(placeholderTone(id)).toBe(placeholderTone(id));
      expect(placeholderTone(id)).toBeGreaterThanOrEqual(1);
      expect(placeholderTone(id)).toBeLessThan(PLACEHOLDER_TONES);
    }
    expect(new Set(ids.map(placeholderTone)).size).toBeGreaterThan(1);
    expect(placeholderTone(null)).toBe(0);
    expect(placeholderTone(undefined)).toBe(0);
  });
});
