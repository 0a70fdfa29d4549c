import { escapeHtml, scriptSafeJson } from '@ata/core/html';
import { matchPublicRoute, pageTitle } from '@ata/core/routes';
import { brand } from '@ata/core/site';
import { DEFAULT_DESCRIPTION, type PageHead } from '../page/page-head.ts';

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
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  if (head.image)
    tags.push(meta('property', 'og:image', head.image), meta('name', 'twitter:image', head.image));
  for (const [key, value] of Object.entries(head.properties ?? {})) tags.push(meta('property', key, value));
  for (const data of head.jsonLd ?? [])
    tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  // Marked so that the browser can drop them once it navigates to another page.
  return tags.map((tag) => tag.replace(/^<(\w+)/, '<$1 data-ssr')).join('');
}

/** The head of a page that has nothing more specific to say: its route's title. */
export function routeHead(url: string, origin: string, description = DEFAULT_DESCRIPTION): PageHead {
  const { pathname } = new URL(url, origin);
  const route = matchPublicRoute(pathname);
  return {
    title: pageTitle(route ? route.title : 'Page Not Found', brand.name),
    description,
    canonical: new URL(pathname, origin).href,
    ...(route?.personal && { robots: 'noindex' }),
  };
}
