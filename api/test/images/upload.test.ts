import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { uploadedImageSchema } from '@ata/core/image';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { directoryStore, type ImageStore } from '../../src/images/store.ts';
import { hasGpsTag, phonePhoto, pixelBomb } from '../support/images.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const MAX_BYTES = 2 * 1024 * 1024;
let app: TestApp;
let dir: string;
/** When set, the store fails this many writes from now (a full disk, a bucket that stops answering). */
let putsBeforeFailure: number | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ata-images-'));
  const directory = directoryStore(dir);
  const store: ImageStore = {
    ...directory,
    put: async (...args) => {
      if (putsBeforeFailure !== undefined && putsBeforeFailure-- <= 0) throw new Error('ENOSPC: disk full');
      return directory.put(...args);
    },
  };
  app = await startTestApp({}, { images: { store, maxBytes: MAX_BYTES, maxPixels: 50_000_000 } });
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
const stored = async () => (await readdir(dir)).sort();
const upload = (body: Uint8Array, init: { as?: 'admin' | 'shopper' | 'anonymous'; type?: string } = {}) => {
  const as = init.as ?? 'admin';
  return app.request('/api/images', {
    method: 'POST',
    body,
    headers: {
      'Content-Type': init.type ?? 'image/jpeg',
      ...(as === 'anonymous' ? {} : { Authorization: app.basic[as] }),
    },
  });
};

describe('image upload', () => {
  let before: string[];
  beforeEach(async () => {
    before = await stored();
  });

  it('stores a phone photo upright, without its EXIF (location), with AVIF and WebP variants, served for a year', async () => {
    const photo = await phonePhoto();
    expect(hasGpsTag((await sharp(photo).metadata()).exif)).toBe(true);

    const response = await upload(new Uint8Array(photo), { type: 'application/octet-stream' });
    expect(response.status).toBe(201);
    const image = uploadedImageSchema.parse(await response.json());
    expect(response.headers.get('location')).toBe(image.url);
    // Orientation 6: the 1600 × 1200 landscape is a 1200 × 1600 portrait once upright.
    expect(image).toMatchObject({ width: 1200, height: 1600, format: 'jpeg' });
    expect(image.url).toMatch(/^\/api\/images\/uploads\/[0-9a-f]{24}-1200x1600\.jpg$/);
    const widths = [320, 640, 960, 1200];
    expect(image.variants.map((v) => `${v.format} ${v.width}`).sort()).toEqual(
      [...widths.map((w) => `avif ${w}`), ...widths.map((w) => `webp ${w}`)].sort(),
    );

    for (const { url, width, format } of [
      ...image.variants,
      { url: image.url, width: 1200, format: 'jpeg' },
    ]) {
      const served = await app.request(url);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('content-type')).toBe(`image/${format}`);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata.format).toBe(format === 'avif' ? 'heif' : format);
      expect(metadata.width).toBe(width);
      expect(metadata.height).toBe(Math.round((width * 1600) / 1200));
    }

    // Nothing of the camera's metadata is left in any stored file.
    const files = (await stored()).filter((name) => !before.includes(name));
    expect(files).toHaveLength(9);
    for (const name of files) {
      const bytes = await readFile(path.join(dir, name));
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, name).toBeUndefined();
      expect(metadata.xmp, name).toBeUndefined();
      expect(metadata.orientation, name).toBeUndefined();
      expect(bytes.includes('PhoneCo'), name).toBe(false);
      expect(bytes.includes('Nkechi'), name).toBe(false);
    }
  });

  it('takes an iPhone-style HEIC photo: stored as JPEG (browsers cannot show HEIC) with variants, without its EXIF', async () => {
    // 400 × 300 with EXIF (camera make, GPS), made with libheif's `heif-enc` (sharp cannot write HEVC).
    const heic = await readFile(new URL('../fixtures/phone-photo.heic', import.meta.url));
    expect(hasGpsTag((await sharp(heic).metadata()).exif)).toBe(true);
    const response = await upload(new Uint8Array(heic), { type: 'image/heic' });
    expect(response.status).toBe(201);
    const image = uploadedImageSchema.parse(await response.json());
    expect(image).toMatchObject({ width: 400, height: 300, format: 'jpeg' });
    expect(image.url).toMatch(/-400x300\.jpg$/);
    expect([...new Set(image.variants.map((v) => v.width))]).toEqual([320, 400]);
    const files = (await stored()).filter((name) => !before.includes(name));
    expect(files).toHaveLength(5);
    for (const name of files) {
      const bytes = await readFile(path.join(dir, name));
      expect((await sharp(bytes).metadata()).exif, name).toBeUndefined();
      expect(bytes.includes('PhoneCo'), name).toBe(false);
    }
  });

  it('the same file again gives the same image, stored once', async () => {
    const photo = new Uint8Array(await phonePhoto(900, 600));
    const first = await (await upload(photo)).json();
    const files = await stored();
    const again = await upload(photo);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect(await stored()).toEqual(files);
  });

  it('never enlarges: a small PNG keeps its size and gets variants no wider than itself', async () => {
    const png = await sharp({ create: { width: 500, height: 250, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const response = await upload(new Uint8Array(png), { type: 'image/png' });
    expect(response.status).toBe(201);
    const image = uploadedImageSchema.parse(await response.json());
    expect(image).toMatchObject({ width: 500, height: 250, format: 'png' });
    expect([...new Set(image.variants.map((v) => v.width))]).toEqual([320, 500]);
  });

  it.each([
    [
      'a text file named .jpg',
      () => Buffer.from('Just some notes, not a photo at all.\n'),
      415,
      /not a JPEG, PNG, WebP, AVIF or HEIC image/,
    ],
    [
      'an SVG (script could hide in it)',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      415,
      /not a JPEG/,
    ],
    ['a file over the limit', () => Buffer.alloc(MAX_BYTES + 1, 0xff), 413, /larger than 2 MB/],
    [
      'a small file declaring 30000 × 30000 pixels',
      () => pixelBomb(),
      422,
      /too large: at most 50 megapixels/,
    ],
    ['a damaged JPEG', async () => (await phonePhoto()).subarray(0, 4000), 422, /could not be read/],
    ['a 100000 × 1 strip', () => solid(100_000, 1), 422, /too large: at most 16383 pixels on a side/],
    ['a 1 × 16383 strip', () => solid(1, 16_383), 422, /too long and thin: one side may be at most 20 times/],
    ['a 2100 × 100 banner', () => solid(2100, 100), 422, /too long and thin/],
    ['an empty body', () => Buffer.alloc(0), 400, /empty/],
  ])('refuses %s with a clear message and stores nothing', async (_name, make, status, message) => {
    const response = await upload(new Uint8Array(await make()));
    expect(response.status).toBe(status);
    expect((await response.json()).message).toMatch(message);
    expect(await stored()).toEqual(before);
  });

  it('takes a banner just within the shape limits (20 × as wide as high)', async () => {
    const response = await upload(new Uint8Array(await solid(2000, 100)), { type: 'image/png' });
    expect(response.status).toBe(201);
    expect(uploadedImageSchema.parse(await response.json())).toMatchObject({ width: 2000, height: 100 });
  });

  it('leaves no file behind when storing fails halfway', async () => {
    putsBeforeFailure = 4;
    try {
      const response = await upload(new Uint8Array(await solid(900, 700)), { type: 'image/png' });
      expect(response.status).toBe(500);
      expect((await response.json()).message).toBe('Internal server error');
    } finally {
      putsBeforeFailure = undefined;
    }
    expect(await stored()).toEqual(before);
    // The same file stores whole once the store works again.
    const again = await upload(new Uint8Array(await solid(900, 700)), { type: 'image/png' });
    expect(again.status).toBe(201);
    // 320, 640 and 900 px wide in AVIF and WebP, and the original.
    expect((await stored()).length - before.length).toBe(7);
  });

  it('refuses everyone but an admin, storing nothing', async () => {
    const photo = new Uint8Array(await phonePhoto(400, 300));
    expect((await upload(photo, { as: 'anonymous' })).status).toBe(401);
    expect((await upload(photo, { as: 'shopper' })).status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('serves only stored names', async () => {
    for (const file of ['0123456789abcdef01234567-10x10.jpg', '..%2f..%2fetc%2fpasswd', 'x.svg'])
      expect((await app.request(`/api/images/uploads/${file}`)).status).toBe(404);
  });
});
