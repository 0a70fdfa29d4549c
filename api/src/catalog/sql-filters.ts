import type { CatalogQuery, CatalogSort } from '@ata/core/catalog';
import { and, raw, type Sql, sql } from './sql.ts';

const NAME = `p.name collate "en-x-icu"`;
/** ORDER BY of each storefront sort, on `p`; every one ends with the id, so pages never overlap. */
export const orderBy: Record<Exclude<CatalogSort, 'relevance'>, string> = {
  'name-asc': `${NAME} asc, p.id asc`,
  'name-desc': `${NAME} desc, p.id desc`,
  'price-asc': 'p.price asc, p.id asc',
  'price-desc': 'p.price desc, p.id desc',
  newest: 'p.created_at desc, p.id desc',
};

/** The filters of a catalogue query as SQL on `p` (a product, or a row of catalog_facet for `shared`). */
export interface Filters {
  /** In stock and featured: catalog_facet keeps counts by them too. */
  shared: Sql;
  byCategory: Sql | null;
  byPrice: Sql;
}

export function filtersOf(query: CatalogQuery): Filters {
  return {
    shared: and([
      query.inStock === undefined ? null : raw(query.inStock ? 'p.stock > 0' : 'p.stock = 0'),
      query.featured === undefined ? null : sql`p.is_featured = ${query.featured}`,
    ]),
    byCategory: query.category
      ? sql`p.category_id = (select c.id from category c where c.slug = ${query.category} or c.id::text = ${query.category} limit 1)`
      : null,
    byPrice: and([
      query.minPrice === undefined ? null : sql`p.price >= ${query.minPrice}`,
      query.maxPrice === undefined ? null : sql`p.price <= ${query.maxPrice}`,
    ]),
  };
}
