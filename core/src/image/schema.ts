import { z } from 'zod/mini';
import { checked } from '../validation/schema.ts';

/** Widths (px) of the responsive variants of an uploaded image; an image is never enlarged. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** The longest side an upload may have: WebP's own limit, so every variant can be encoded. */
export const IMAGE_MAX_SIDE = 16_383;
/** How many times longer than wide (or wide than long) an upload may be: a panorama fits, a 1-pixel strip does not. */
export const IMAGE_MAX_ASPECT_RATIO = 20;

const pixels = checked(z.int(), z.positive(), z.maximum(IMAGE_MAX_SIDE));

/** One resized copy of an uploaded image. */
export const imageVariantSchema = z.object({
  url: z.string(),
  width: pixels,
  format: z.enum(VARIANT_FORMATS),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/**
 * What the API answers for an upload: the original (re-encoded without metadata, upright) and its AVIF and
 * WebP variants, from which a page builds `srcset`. `url` is what a product, category or post stores.
 */
export const uploadedImageSchema = z.object({
  url: z.string(),
  width: pixels,
  height: pixels,
  format: z.enum(['jpeg', 'png', 'webp', 'avif']),
  variants: z.array(imageVariantSchema),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
