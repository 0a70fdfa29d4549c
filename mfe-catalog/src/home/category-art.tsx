import type { ReactNode } from 'react';

/** Look of the six home category tiles; any other slug gets the generic one. */
interface TileArt {
  tagline: string;
  tone: string;
  icon: ReactNode;
}

const svg = (children: ReactNode) => (
  <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

const art: Record<string, TileArt> = {
  protein: {
    tagline: 'Dried fish, crayfish & more',
    tone: 'cocoa',
    icon: svg(
      <path fill="currentColor" d="M6 24c6-9 16-12 26-7l8-6v26l-8-6c-10 5-20 2-26-7zm28-3a2 2 0 1 0 0 .1z" />,
    ),
  },
  spices: {
    tagline: 'Suya spice, ata rodo, uda',
    tone: 'pepper',
    icon: svg(
      <path
        fill="currentColor"
        d="M30 6c0 3 2 5 5 5-2 2-3 3-3 5 4 6 2 16-6 22-6 4-15 5-20 2 8-1 13-6 15-13 2-6 4-10 9-12 0-3 0-6 0-9z"
      />,
    ),
  },
  'grains-rice': {
    tagline: 'Ofada rice, beans, garri',
    tone: 'turmeric',
    icon: svg(<path fill="currentColor" d="M6 24h36c0 9-8 16-18 16S6 33 6 24zm8-4c2-6 6-9 10-9s8 3 10 9z" />),
  },
  snacks: {
    tagline: 'Chin chin, plantain chips, kuli kuli',
    tone: 'palm',
    icon: svg(
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M24 6a18 18 0 1 1 0 36 18 18 0 0 1 0-36zm-6 10a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zm12 4a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zm-8 8a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
      />,
    ),
  },
  'recipe-bundles': {
    tagline: 'Everything for jollof, egusi & pepper soup',
    tone: 'leaf',
    icon: svg(<path fill="currentColor" d="M8 18h32l-4 22H12zm8-2 6-10h4l6 10h-4l-4-7-4 7z" />),
  },
  'sauces-pastes': {
    tagline: 'Palm oil, ogiri, pepper pastes',
    tone: 'pepper',
    icon: svg(
      <path
        fill="currentColor"
        d="M16 6h16v6H16zm-2 8h20c2 0 4 2 4 4v20c0 2-2 4-4 4H14c-2 0-4-2-4-4V18c0-2 2-4 4-4z"
      />,
    ),
  },
};

const generic: TileArt = {
  tagline: 'Explore the range',
  tone: 'neutral',
  icon: svg(<path fill="currentColor" d="M8 8h16l16 16-16 16L8 24zm8 6a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />),
};

export const categoryArt = (slug: string): TileArt => art[slug] ?? generic;
