import { brand } from '@ata/core/site';

/** What a page says about itself in `<head>`: for browsers, search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page (no query unless it names a distinct page). */
  canonical: string;
  type?: 'website' | 'product' | 'article';
  /** Absolute image URL for previews. */
  image?: string;
  /** Extra `<meta property>` pairs (e.g. product:price:amount). */
  properties?: Record<string, string>;
  jsonLd?: unknown[];
  /** `noindex` for a page about one shopper (the route table's personal pages). */
  robots?: string;
}

export const DEFAULT_DESCRIPTION =
  'Authentic Nigerian spices, grains and pantry staples, delivered across Nigeria.';

/** schema.org BreadcrumbList from (name, absolute URL) pairs. */
export const breadcrumbJsonLd = (items: readonly { name: string; url: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: item.name,
    item: item.url,
  })),
});

/** schema.org Organization for the home page. */
export const organizationJsonLd = (origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: brand.name,
  url: `${origin}/`,
  logo: `${origin}/favicon.svg`,
  foundingDate: String(brand.foundedYear),
  founder: { '@type': 'Person', name: brand.founder },
});
