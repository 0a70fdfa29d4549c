import { useId } from 'react';

export interface StarsProps {
  /** 0 to `max`, halves shown (testimonials: 4.5 to 5). */
  rating: number;
  max?: number;
  className?: string;
}

type Fill = 'full' | 'half' | 'empty';

/** Per-star fill for a rating rounded to the nearest half. */
export function starFills(rating: number, max = 5): Fill[] {
  const halves = Math.round(Math.min(Math.max(rating, 0), max) * 2);
  return Array.from({ length: max }, (_, i) =>
    halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'empty',
  );
}

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ fill, id }: { fill: Fill; id: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {fill === 'half' && (
        <defs>
          <linearGradient id={id}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      )}
      <path
        d={STAR}
        fill={fill === 'full' ? 'currentColor' : fill === 'half' ? `url(#${id})` : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Star rating with half stars; read as "Rated 4.5 out of 5". */
export function Stars({ rating, max = 5, className }: StarsProps) {
  const base = `ui-star${useId().replace(/:/g, '')}`;
  return (
    <span
      className={className ? `ui-stars ${className}` : 'ui-stars'}
      role="img"
      aria-label={`Rated ${rating} out of ${max}`}
    >
      {starFills(rating, max).map((fill, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: stars are positional and never reorder.
        <Star key={i} fill={fill} id={`${base}-${i}`} />
      ))}
    </span>
  );
}
