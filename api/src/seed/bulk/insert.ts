import { DEFAULT_VARIANT_LABEL } from '@ata/core/product';
import type { Orm } from '../../db/orm.ts';
import { generateProducts } from './generate.ts';

const CHUNK = 10_000;

/**
 * Adds `count` generated products with set-based inserts (`jsonb_to_recordset`, 10,000 rows a
 * statement) in one transaction, then refreshes the planner's statistics. The six seed categories must
 * exist (the normal seed makes them). The database trigger fills each row's search vector.
 */
export async function insertBulkProducts(orm: Orm, count: number, options: { seed?: number } = {}) {
  const tag = `b${Date.now().toString(36)}`;
  const columns = generateProducts(count, { seed: options.seed, tag });
  await orm.em.fork().transactional(async (em) => {
    // Bulk-load practice: fill the search vectors in the insert itself and build the secondary indexes once
    // at the end, rather than a trigger call and an update of every index per row (several times slower).
    // The table is locked meanwhile; everything is restored before the transaction commits.
    const indexes = await em.execute<{ name: string; definition: string }[]>(
      `select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.tablename = 'product' and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    );
    for (const index of indexes) await em.execute(`drop index "${index.name}"`);
    // The search vector is filled below, the facet counts and the searched words rebuilt at the end.
    await em.execute('alter table product disable trigger user');
    await em.execute(`set local maintenance_work_mem = '256MB'`);
    for (let start = 0; start < count; start += CHUNK) {
      const rows = columns.id.slice(start, start + CHUNK).map((id, offset) => {
        const i = start + offset;
        return {
          id,
          name: columns.name[i],
          slug: columns.slug[i],
          description: columns.description[i],
          price: columns.price[i],
          image_url: columns.imageUrl[i],
          stock: columns.stock[i],
          category_slug: columns.categorySlug[i],
          is_featured: columns.isFeatured[i],
          created_at: columns.createdAt[i],
        };
      });
      await em.execute(
        `insert into product (id, name, slug, description, price, image_url, stock, category_id, is_featured,
                              created_at, updated_at, search_vector)
         select r.id, r.name, r.slug, r.description, r.price, r.image_url, r.stock, c.id, r.is_featured,
                r.created_at, r.created_at, product_search_vector(r.name, c.name, r.description)
           from jsonb_to_recordset(?::jsonb) as r(id uuid, name text, slug text, description text,
                price numeric, image_url text, stock int, category_slug text, is_featured boolean,
                created_at timestamptz)
           join category c on c.slug = r.category_slug`,
        [JSON.stringify(rows)],
      );
    }
    // One size per product, with its price and stock (the product already holds them: no trigger).
    await em.execute('alter table product_variant disable trigger user');
    await em.execute(
      `insert into product_variant (id, product_id, label, sku, price_kobo, stock, position)
       select gen_random_uuid(), p.id, ?, p.slug, round(p.price * 100)::bigint, p.stock, 0
         from product p where not exists (select 1 from product_variant v where v.product_id = p.id)`,
      [DEFAULT_VARIANT_LABEL],
    );
    await em.execute('alter table product_variant enable trigger user');
    await em.execute('alter table product enable trigger user');
    await em.execute('select catalog_facet_rebuild()');
    await em.execute('select search_lexeme_rebuild()');
    for (const index of indexes) await em.execute(index.definition);
  });
  // Fresh statistics and visibility map: the planner then picks the sort and covering indexes at once.
  await orm.em.fork().execute('vacuum analyze product');
  await orm.em.fork().execute('vacuum analyze product_variant');
}
