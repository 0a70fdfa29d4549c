import { IMAGE_VARIANT_WIDTHS, type ImageVariant, VARIANT_FORMATS, type VariantFormat } from './schema.ts';

// An upload is stored under content-hashed names that also carry its size, so a page can build `srcset`
// from the one URL a product keeps: `<hash>-<width>x<height>.<ext>` for the original and
// `<hash>-<width>x<height>-<variant width>w.<avif|webp>` for each variant, side by side. Five digits hold
// IMAGE_MAX_SIDE, the longest side an upload may have.
const ORIGINAL = /^(.*\/)?([0-9a-f]{24})-([1-9]\d{0,4})x([1-9]\d{0,4})\.(jpg|png|webp|avif)$/;

export const originalExtensions = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' } as const;

/** The widths of the variants of an image `width` px wide: the standard ones below it, plus its own if smaller. */
export function variantWidths(width: number): number[] {
  const below = IMAGE_VARIANT_WIDTHS.filter((standard) => standard < width);
  return width <= Math.max(...IMAGE_VARIANT_WIDTHS) ? [...below, width] : below;
}

export const originalName = (
  hash: string,
  width: number,
  height: number,
  format: keyof typeof originalExtensions,
) => `${hash}-${width}x${height}.${originalExtensions[format]}`;

export const variantName = (
  hash: string,
  width: number,
  height: number,
  variant: number,
  format: VariantFormat,
) => `${hash}-${width}x${height}-${variant}w.${format}`;

export interface ImageSources {
  /** Intrinsic size of the original, for `width`/`height` attributes (no layout shift). */
  width: number;
  height: number;
  variants: ImageVariant[];
  /** `srcset` per format, e.g. `…-320w.avif 320w, …-640w.avif 640w`. */
  srcset: Record<VariantFormat, string>;
  /** The smallest variant of each format (for `Save-Data: on`). */
  smallest: Record<VariantFormat, string>;
}

/** The variants of an uploaded image's URL (absolute or root-relative); undefined for any other image. */
export function imageSources(url: string | null | undefined): ImageSources | undefined {
  const match = url ? ORIGINAL.exec(url) : null;
  if (!match) return undefined;
  const [, dir = '', hash = '', w = '', h = ''] = match;
  const width = Number(w);
  const height = Number(h);
  const widths = variantWidths(width);
  const variants = VARIANT_FORMATS.flatMap((format) =>
    widths.map((variant) => ({
      url: dir + variantName(hash, width, height, variant, format),
      width: variant,
      format,
    })),
  );
  const of = (format: VariantFormat) => variants.filter((variant) => variant.format === format);
  const srcset = (format: VariantFormat) =>
    of(format)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', ');
  return {
    width,
    height,
    variants,
    srcset: { avif: srcset('avif'), webp: srcset('webp') },
    smallest: { avif: of('avif')[0]!.url, webp: of('webp')[0]!.url },
  };
}

export interface ImgAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export interface PictureSources {
  /** `<source type="image/avif">` before the `<img>`: AVIF is smaller still, where the browser reads it. */
  avif?: { srcSet: string; sizes?: string };
  img: ImgAttributes;
}

/**
 * The sources of a `<picture>` showing `url` at `sizes`: an uploaded image offers its AVIF variants first and
 * its WebP variants to the `<img>`; with `saveData` each format offers only its smallest variant. Any other
 * image (an external URL, a seeded file) has no variants and stays a plain `<img>`.
 */
export function responsivePicture(
  url: string,
  sizes: string,
  options: { saveData?: boolean } = {},
): PictureSources {
  const sources = imageSources(url);
  if (!sources) return { img: { src: url } };
  // Every current browser reads WebP: the <img>'s variants are WebP, the original stays its fallback src.
  if (options.saveData)
    return { avif: { srcSet: sources.smallest.avif }, img: { src: sources.smallest.webp } };
  return {
    avif: { srcSet: sources.srcset.avif, sizes },
    img: { src: url, srcSet: sources.srcset.webp, sizes },
  };
}

/** How many placeholder tones there are: tone 0 is for no category, 1… for categories. */
export const PLACEHOLDER_TONES = 6;

/** The tone of an image-less product's placeholder: the same for every product of a category. */
export function placeholderTone(categoryId: string | null | undefined): number {
  if (!categoryId) return 0;
  let hash = 0;
  for (const char of categoryId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 1 + (hash % (PLACEHOLDER_TONES - 1));
}

/** The browser's data saver (the `Save-Data: on` preference), where it exposes it. */
export function saveDataRequested(): boolean {
  const connection = (
    globalThis.navigator as (Navigator & { connection?: { saveData?: boolean } }) | undefined
  )?.connection;
  return connection?.saveData === true;
}
