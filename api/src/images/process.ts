/// <reference path="./heic-decode.d.ts" />
import { createHash } from 'node:crypto';
import {
  IMAGE_MAX_ASPECT_RATIO,
  IMAGE_MAX_SIDE,
  originalName,
  type UploadedImage,
  VARIANT_FORMATS,
  type VariantFormat,
  variantName,
  variantWidths,
} from '@ata/core/image';
import decodeHeic from 'heic-decode';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { unprocessable, unsupportedType } from '../errors.ts';

export const ACCEPTED = 'JPEG, PNG, WebP, AVIF or HEIC';
type OriginalFormat = UploadedImage['format'];

export const contentTypes: Record<OriginalFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export interface ImageFile {
  name: string;
  body: Buffer;
  contentType: string;
}

export interface Prepared {
  /** What the original is stored as (a HEIC photo becomes a JPEG: browsers cannot show HEIC). */
  format: OriginalFormat;
  /** Upright size (after the EXIF orientation is applied). */
  width: number;
  height: number;
  hash: string;
  /** The upright pixels, ready to resize and encode. */
  pixels: () => Sharp;
}

const refused = () => unsupportedType(`The file is not a ${ACCEPTED} image`);
const damaged = () => unprocessable('The image could not be read: the file may be damaged');

/**
 * The real type of `input`, read from its bytes (never from its name or the request's Content-Type), and its
 * upright size. Refuses anything else, and images over `maxPixels` before a pixel is decoded (a small file
 * can declare a huge image: a decompression bomb).
 */
export async function prepare(input: Buffer, maxPixels: number): Promise<Prepared> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: maxPixels }).metadata();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message))
      throw unprocessable(`The image is too large: at most ${Math.floor(maxPixels / 1_000_000)} megapixels`);
    throw refused();
  }
  const format = storedFormat(metadata);
  if (!format || !metadata.width || !metadata.height) throw refused();
  refuseOddShapes(metadata.width, metadata.height);
  // A fixed prefix: re-uploading the same file finds the stored set; bumping it re-encodes everything.
  const hash = createHash('sha256').update('v1:').update(input).digest('hex').slice(0, 24);
  if (metadata.format === 'heif' && metadata.compression === 'hevc') {
    // sharp's own libheif has no HEVC decoder (patents): libheif's WebAssembly build decodes it, applying
    // the file's rotation; the raw pixels carry no metadata at all.
    const decoded = await decodeHeic({ buffer: input }).catch(() => {
      throw damaged();
    });
    const { width, height } = decoded;
    const rgba = Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
    return {
      format,
      width,
      height,
      hash,
      pixels: () => sharp(rgba, { raw: { width, height, channels: 4 } }),
    };
  }
  const { width, height } = metadata.autoOrient;
  // autoOrient() applies the EXIF orientation; the tag goes with the rest of the metadata.
  return {
    format,
    width,
    height,
    hash,
    pixels: () => sharp(input, { limitInputPixels: maxPixels }).autoOrient(),
  };
}

/** Sides no variant could be encoded at, and strips whose variants would be 0 pixels high: before decoding. */
function refuseOddShapes(width: number, height: number) {
  if (Math.max(width, height) > IMAGE_MAX_SIDE)
    throw unprocessable(`The image is too large: at most ${IMAGE_MAX_SIDE} pixels on a side`);
  if (Math.max(width / height, height / width) > IMAGE_MAX_ASPECT_RATIO)
    throw unprocessable(
      `The image is too long and thin: one side may be at most ${IMAGE_MAX_ASPECT_RATIO} times the other`,
    );
}

function storedFormat(metadata: Metadata): OriginalFormat | undefined {
  if (metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp')
    return metadata.format;
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : 'jpeg';
  return undefined;
}

const encoders: Record<OriginalFormat | VariantFormat, (image: Sharp) => Sharp> = {
  // Plain libjpeg: mozjpeg's smaller files cost ten times the time on a full-size photo.
  jpeg: (image) => image.jpeg({ quality: 85 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 78 }),
  // Effort 2 takes about half the time of the default for a few percent more bytes.
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
};

/**
 * The files of one upload: the original re-encoded upright and without metadata (sharp writes none unless
 * asked: no EXIF, so no location, no camera serial), then AVIF and WebP at each variant width.
 */
export async function encode({ hash, width, height, format, pixels }: Prepared): Promise<ImageFile[]> {
  const files: ImageFile[] = [];
  try {
    for (const variant of variantWidths(width))
      for (const variantFormat of VARIANT_FORMATS)
        files.push({
          name: variantName(hash, width, height, variant, variantFormat),
          body: await encoders[variantFormat](
            pixels().resize({ width: variant, withoutEnlargement: true }),
          ).toBuffer(),
          contentType: contentTypes[variantFormat],
        });
    // Last: its presence tells that the whole set is stored.
    files.push({
      name: originalName(hash, width, height, format),
      body: await encoders[format](pixels()).toBuffer(),
      contentType: contentTypes[format],
    });
  } catch {
    throw damaged();
  }
  return files;
}
