import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import type { AppState } from '../http/context.ts';
import { sendCachedJson, toCachedBody } from '../http/json-cache.ts';
import { type SitemapLists, sitemapXml } from './seo.ts';

/** Only what the sitemap shows, straight from the tables: no entity per row, however large the shop. */
export async function readSitemapLists(em: EntityManager): Promise<SitemapLists> {
  const [products, categories, posts] = await Promise.all([
    em.execute<{ slug: string; updated_at: Date }[]>('select slug, updated_at from product order by slug'),
    em.execute<{ slug: string }[]>('select slug from category order by name'),
    em.execute<{ slug: string; updated_at: Date }[]>(
      'select slug, updated_at from blog_post where published order by created_at desc',
    ),
  ]);
  const dated = (row: { slug: string; updated_at: Date }) => ({
    slug: row.slug,
    updatedAt: new Date(row.updated_at).toISOString(),
  });
  return { products: products.map(dated), categories, posts: posts.map(dated) };
}

/**
 * `/sitemap.xml`, cached beside the JSON answers and dropped by the same writes (a product, category
 * or post saved), so it is regenerated when what it lists changes.
 */
export async function sendSitemap(ctx: Context): Promise<void> {
  const origin = `${ctx.protocol}://${ctx.host}`;
  const { em } = ctx.state as Partial<AppState>;
  if (!em) throw new Error('The sitemap needs the API (mount the front-end inside createApp)');
  const produce = async () => ({
    entry: toCachedBody(Buffer.from(sitemapXml(origin, await readSitemapLists(em))), {
      type: 'application/xml; charset=utf-8',
    }),
    keep: true,
  });
  const entry = ctx.jsonCache
    ? await ctx.jsonCache.remember(['products', 'categories', 'blog'], `sitemap ${origin}`, produce)
    : (await produce()).entry;
  sendCachedJson(ctx, entry);
}
