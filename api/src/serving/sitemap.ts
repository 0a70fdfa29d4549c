import { escapeHtml as escapeXml } from '@ata/core/html';
import { legalLinks, navLinks } from '@ata/core/site';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import type { AppState } from '../http/context.ts';
import { type CachedAnswer, sendCached, toCachedBody } from '../http/response-cache.ts';

/**
 * `/sitemap.xml`: every page worth finding (the static pages, each category's shop page, each product and
 * each published post). The protocol allows 50,000 URLs in one file; a larger shop gets a sitemap index
 * there instead, pointing at `/sitemaps/pages.xml` (all but the products) and `/sitemaps/products-N.xml`
 * (the products by slug, 50,000 a file). Each file is cached beside the JSON answers and dropped by the
 * same writes (a product, category or post saved), so it is regenerated when what it lists changes.
 */
export const SITEMAP_MAX_URLS = 50_000;

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML = 'application/xml; charset=utf-8';

interface Url {
  path: string;
  /** ISO timestamp of the last change, when known. */
  updatedAt?: string;
}

const lastmod = (updatedAt?: string) =>
  updatedAt ? `<lastmod>${escapeXml(updatedAt.slice(0, 10))}</lastmod>` : '';
const xml = (root: string, entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${NAMESPACE}">${entries.join('')}</${root}>\n`;

function urlset(origin: string, urls: Url[]): string {
  return xml(
    'urlset',
    urls.map((url) => `<url><loc>${escapeXml(`${origin}${url.path}`)}</loc>${lastmod(url.updatedAt)}</url>`),
  );
}

const iso = (value: Date | string) => new Date(value).toISOString();
const productUrl = (row: { slug: string; updated_at: Date }): Url => ({
  path: `/product/${encodeURIComponent(row.slug)}`,
  updatedAt: iso(row.updated_at),
});

/** Everything but the products, straight from the tables (no entity per row). */
async function pageUrls(em: EntityManager): Promise<Url[]> {
  const [categories, posts] = await Promise.all([
    em.execute<{ slug: string }[]>('select slug from category order by name'),
    em.execute<{ slug: string; updated_at: Date }[]>(
      'select slug, updated_at from blog_post where published order by created_at desc',
    ),
  ]);
  return [
    ...[...navLinks, ...legalLinks].map((link) => ({ path: link.href })),
    ...categories.map((category) => ({ path: `/shop?category=${encodeURIComponent(category.slug)}` })),
    ...posts.map((post) => ({
      path: `/blog/${encodeURIComponent(post.slug)}`,
      updatedAt: iso(post.updated_at),
    })),
  ];
}

/** The products' files of the index: each one's last change. */
async function productFiles(em: EntityManager, maxUrls: number) {
  return em.execute<{ file: number; updated_at: Date }[]>(
    `select file, max(updated_at) as updated_at
       from (select (row_number() over (order by slug) - 1) / ? + 1 as file, updated_at from product) p
      group by file order by file`,
    [maxUrls],
  );
}

/** The XML at `path`, or null for a path that names no file. */
async function render(
  em: EntityManager,
  origin: string,
  path: string,
  maxUrls: number,
): Promise<string | null> {
  const [row] = await em.execute<{ count: number }[]>('select count(*)::int as count from product');
  const products = row?.count ?? 0;
  const pages = await pageUrls(em);
  const indexed = pages.length + products > maxUrls;
  if (path === '/sitemap.xml' && !indexed) {
    const rows = await em.execute<{ slug: string; updated_at: Date }[]>(
      'select slug, updated_at from product order by slug',
    );
    return urlset(origin, [...pages, ...rows.map(productUrl)]);
  }
  if (!indexed) return null;
  if (path === '/sitemap.xml') {
    const files = await productFiles(em, maxUrls);
    const latestPost = pages.reduce<string | undefined>(
      (latest, url) => (url.updatedAt && (!latest || url.updatedAt > latest) ? url.updatedAt : latest),
      undefined,
    );
    const entry = (loc: string, updatedAt?: string) =>
      `<sitemap><loc>${escapeXml(`${origin}${loc}`)}</loc>${lastmod(updatedAt)}</sitemap>`;
    return xml('sitemapindex', [
      entry('/sitemaps/pages.xml', latestPost),
      ...files.map((file) => entry(`/sitemaps/products-${file.file}.xml`, iso(file.updated_at))),
    ]);
  }
  if (path === '/sitemaps/pages.xml') return urlset(origin, pages);
  const file = Number(/^\/sitemaps\/products-([1-9]\d{0,5})\.xml$/.exec(path)?.[1]);
  if (!file || (file - 1) * maxUrls >= products) return null;
  const rows = await em.execute<{ slug: string; updated_at: Date }[]>(
    'select slug, updated_at from product order by slug limit ? offset ?',
    [maxUrls, (file - 1) * maxUrls],
  );
  return urlset(origin, rows.map(productUrl));
}

/** Whether `path` is one of the sitemap's (the index or one of its files). */
export const isSitemapPath = (path: string) => path === '/sitemap.xml' || path.startsWith('/sitemaps/');

export async function sendSitemap(ctx: Context, options: { maxUrls?: number } = {}): Promise<void> {
  const origin = ctx.publicOrigin;
  const { em } = ctx.state as Partial<AppState>;
  if (!em) throw new Error('The sitemap needs the API (mount the front-end inside createApp)');
  const path = ctx.path;
  const produce = async (): Promise<{ entry: CachedAnswer; keep: boolean }> => {
    const body = await render(em, origin, path, options.maxUrls ?? SITEMAP_MAX_URLS);
    return {
      entry:
        body === null
          ? toCachedBody(Buffer.from('Not found'), { type: 'text/plain; charset=utf-8', status: 404 })
          : toCachedBody(Buffer.from(body), { type: XML }),
      keep: true,
    };
  };
  const entry = ctx.responseCache
    ? await ctx.responseCache.remember(
        ['products', 'categories', 'blog'],
        `sitemap ${origin}${path}`,
        produce,
      )
    : (await produce()).entry;
  sendCached(ctx, entry);
}
