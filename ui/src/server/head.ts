import { escapeHtml, scriptSafeJson } from '@ata/core/html';
import { matchPublicRoute, pageTitle } from '@ata/core/routes';
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
}

export const DEFAULT_DESCRIPTION =
  'Authentic Nigerian spices, grains and pantry staples, delivered across Nigeria.';

/** `<title>`, description, canonical, Open Graph, Twitter card and JSON-LD, escaped. */
export function headTags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('property', 'og:site_name', brand.name),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', 'en_NG'),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image)
    tags.push(meta('property', 'og:image', head.image), meta('name', 'twitter:image', head.image));
  for (const [key, value] of Object.entries(head.properties ?? {})) tags.push(meta('property', key, value));
  for (const data of head.jsonLd ?? [])
    tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  // Marked so that the browser can drop them once it navigates to another page.
  return tags.map((tag) => tag.replace(/^<(\w+)/, '<$1 data-ssr')).join('');
}

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

/** The head of a page that has nothing more specific to say: its route's title. */
export function routeHead(url: string, origin: string, description = DEFAULT_DESCRIPTION): PageHead {
  const { pathname } = new URL(url, origin);
  const route = matchPublicRoute(pathname);
  return {
    title: pageTitle(route ? route.title : 'Page Not Found', brand.name),
    description,
    canonical: new URL(pathname, origin).href,
  };
}

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
