import { responsivePicture } from '@ata/core/image';
import type { SyntheticEvent } from 'react';
import { useSaveData } from '../use-save-data.ts';

export interface PictureProps {
  url: string;
  /** How wide the image is shown, for the browser's pick from `srcset` (e.g. `(max-width: 640px) 50vw, 300px`). */
  sizes: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** The page's largest paint: fetched first and at once. */
  priority?: boolean;
  /** Loaded at once (above the fold) without jumping the queue. */
  eager?: boolean;
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
}

/**
 * An image in the best format the browser reads: an uploaded image's AVIF variants in a `<source>`, its WebP
 * variants on the `<img>` (the smallest of each when the shopper saves data); any other URL a plain `<img>`.
 * The partner widget imports it by path (not the @ata/ui index) to stay small.
 */
export function Picture(props: PictureProps) {
  const saveData = useSaveData();
  const { avif, img } = responsivePicture(props.url, props.sizes, { saveData });
  const image = (
    <img
      className={props.className}
      {...img}
      alt={props.alt}
      width={props.width}
      height={props.height}
      loading={props.priority || props.eager ? 'eager' : 'lazy'}
      fetchPriority={props.priority ? 'high' : undefined}
      decoding="async"
      onError={props.onError}
    />
  );
  if (!avif) return image;
  return (
    // `display: contents`: the <img> keeps the box its class gives it, as if the <picture> were not there.
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" {...avif} />
      {image}
    </picture>
  );
}
