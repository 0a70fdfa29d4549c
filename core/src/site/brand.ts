/** Brand constants. Contact details live in settings (`defaultSettings`). */
export const brand = {
  name: 'Ata Market',
  tagline: 'Authentic Nigerian spices & foodstuffs',
  blurb:
    'We source spices, grains and pantry staples directly from local farmers and markets across Nigeria, and deliver them to your door in 2-3 business days.',
  founder: 'Adaeze Okafor',
  foundedYear: 2020,
} as const;

export interface NavLink {
  label: string;
  href: string;
}

/** The header navigation, from a configured list. */
export const navLinks: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Shop', href: '/shop' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
  { label: 'Blog', href: '/blog' },
];

/** The footer's quick links: the header's, and where a shopper finds an order again. */
export const footerQuickLinks: readonly NavLink[] = [
  ...navLinks,
  { label: 'Track your order', href: '/track' },
];

/** Shop category slugs named in navigation. */
export const shopNavCategories: readonly NavLink[] = [
  { label: 'Spices', href: '/shop?category=spices' },
  { label: 'Grains & Rice', href: '/shop?category=grains-rice' },
  { label: 'Sauces & Pastes', href: '/shop?category=sauces-pastes' },
  { label: 'Snacks', href: '/shop?category=snacks' },
  { label: 'Recipe Bundles', href: '/shop?category=recipe-bundles' },
];

export const legalLinks: readonly NavLink[] = [
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Shipping Policy', href: '/shipping' },
];

/** Categories with their own home page tile; any other slug gets a generic tile. */
export const homeCategorySlugs = [
  'protein',
  'spices',
  'grains-rice',
  'snacks',
  'recipe-bundles',
  'sauces-pastes',
] as const;

/** The "last updated" date of the legal pages. */
export const LEGAL_LAST_UPDATED = 'April 26, 2025';

/** The newsletter and contact forms only pretend to send; this long. */
export const NEWSLETTER_DELAY_MS = 1_000;
export const CONTACT_DELAY_MS = 1_500;
