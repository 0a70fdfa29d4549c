import type { CSSProperties } from 'react';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A shimmering placeholder; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ width = '100%', height = '1em', radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={className ? `ui-skeleton ${className}` : 'ui-skeleton'}
      style={{ width, height, borderRadius: radius }}
    />
  );
}
