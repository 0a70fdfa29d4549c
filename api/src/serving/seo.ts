import { legalLinks, navLinks } from '@ata/core/site';

/** Where search engines may go: the storefront, not the admin console or a shopper's cart. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

interface Dated {
  slug: string;
  updatedAt?: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SitemapLists {
  products: Dated[];
  categories: { slug: string }[];
  posts: Dated[];
}

/** Every page worth finding: the static pages, each product, each category's shop page and each published post. */
export function sitemapXml(origin: string, { products, categories, posts }: SitemapLists): string {
  const pages = [...navLinks, ...legalLinks].map((link) => ({ path: link.href, updatedAt: undefined }));
  const urls = [
    ...pages,
    ...categories.map((category) => ({
      path: `/shop?category=${encodeURIComponent(category.slug)}`,
      updatedAt: undefined,
    })),
    ...products.map((product) => ({
      path: `/product/${encodeURIComponent(product.slug)}`,
      updatedAt: product.updatedAt,
    })),
    ...posts.map((post) => ({ path: `/blog/${encodeURIComponent(post.slug)}`, updatedAt: post.updatedAt })),
  ];
  const entries = urls.map(({ path, updatedAt }) => {
    const lastmod = updatedAt ? `<lastmod>${escapeXml(updatedAt.slice(0, 10))}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`;
}
