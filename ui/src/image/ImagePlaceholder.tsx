import { placeholderTone } from '@ata/core/image';
import './placeholder.css';

/**
 * Where a product has no photo: its category's tone (the same for every product of the category) and a
 * simple bowl mark, filling the image's box so nothing shifts. Decoration only: the name is said elsewhere.
 * Styles: placeholder.css (the partner widget inlines it into its Shadow DOM).
 */
export function ImagePlaceholder({
  categoryId,
  className,
  size,
}: {
  categoryId?: string | null;
  className?: string;
  /** A fixed square (px), as an `<img>`'s width and height would give it; otherwise it fills its box. */
  size?: number;
}) {
  return (
    <span
      className={`ui-placeholder${className ? ` ${className}` : ''}`}
      data-tone={placeholderTone(categoryId)}
      style={size ? { width: size, height: size } : undefined}
      aria-hidden="true"
    >
      <svg viewBox="0 0 48 48" aria-hidden="true">
        <path fill="currentColor" d="M6 22h36c0 9-7 16-16 17v3h-4v-3C13 38 6 31 6 22zm10-4a8 8 0 0 1 16 0z" />
      </svg>
    </span>
  );
}
