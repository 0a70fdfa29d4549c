import type { CatalogFacets, CatalogPage, CatalogQuery, CatalogSort } from '@ata/core/catalog';
import type { EntityManager } from '@mikro-orm/postgresql';
import { productJson } from '../products/serialize.ts';
import { type SearchTerms, searchTerms } from './search-terms.ts';

/**
 * GET /api/catalog in one SQL statement: the page of products, and one aggregate pass for the total and
 * the facets. Facets follow the shopper's other filters but not their
 * own (category counts ignore the chosen category, the price range ignores the chosen prices), so tabs and
 * the slider show where the shopper could go next; each count equals the total with that category chosen.
 */

type Sql = { text: string; params: unknown[] };
const sql = (text: string, ...params: unknown[]): Sql => ({ text, params });
const and = (parts: (Sql | null)[]): Sql => {
  const kept = parts.filter((part): part is Sql => part !== null);
  return kept.length === 0
    ? sql('true')
    : {
        text: kept.map((part) => `(${part.text})`).join(' and '),
        params: kept.flatMap((part) => part.params),
      };
};

// Words first: a full-text match (any word prefix, in name, category or description), ranked exact name,
// then names starting with the text, then by full-text rank (name words weigh most).
const wordMatch = (terms: SearchTerms) =>
  sql(`p.search_vector @@ to_tsquery('simple', ?)`, terms.prefixQuery);
const wordRank = (terms: SearchTerms) =>
  sql(
    `(lower(p.name) = ?)::int * 4 + (lower(p.name) like ?)::int * 2 + 1
     + ts_rank(p.search_vector, to_tsquery('simple', ?))`,
    terms.text,
    terms.namePrefix,
    terms.prefixQuery,
  );
// Only when no word matches: names close to the text (pg_trgm word similarity through
// product_name_trgm_index, written `name %> text` as the index condition is), so typos still find the
// product, ranked by closeness. Skipping it otherwise saves the costliest part of a search: checking the
// similarity of thousands of trigram candidates that the words already found.
const typoMatch = (terms: SearchTerms) => sql('lower(p.name) %> ?', terms.text);
const typoRank = (terms: SearchTerms) => sql('word_similarity(?, lower(p.name))', terms.text);

const NAME = `p.name collate "en-x-icu"`;
const orderBy: Record<Exclude<CatalogSort, 'relevance'>, string> = {
  'name-asc': `${NAME} asc, p.id asc`,
  'name-desc': `${NAME} desc, p.id desc`,
  'price-asc': 'p.price asc, p.id asc',
  'price-desc': 'p.price desc, p.id desc',
  newest: 'p.created_at desc, p.id desc',
};

interface GroupRow {
  category_id: string | null;
  slug: string | null;
  count: number | null;
  min: number | null;
  max: number | null;
}

/** A product row as json_agg writes it (numeric as a JSON number, timestamps as ISO text). */
interface ProductJsonRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  price: number;
  image_url: string | null;
  stock: number;
  category_id: string | null;
  is_featured: boolean;
  created_at: string;
  updated_at: string;
}

export async function queryCatalog(em: EntityManager, query: CatalogQuery): Promise<CatalogPage> {
  const terms = query.q ? searchTerms(query.q) : null;
  if (query.q && !terms) return emptyPage(query);
  const sort = query.sort ?? (terms ? 'relevance' : 'name-asc');
  const ranked = sort === 'relevance' && terms !== null;
  const shared = [
    query.inStock === undefined ? null : sql(query.inStock ? 'p.stock > 0' : 'p.stock = 0'),
    query.featured === undefined ? null : sql('p.is_featured = ?', query.featured),
  ];
  const byCategory = query.category
    ? sql(
        'p.category_id = (select c.id from category c where c.slug = ? or c.id::text = ? limit 1)',
        query.category,
        query.category,
      )
    : null;
  const byPrice = and([
    query.minPrice === undefined ? null : sql('p.price >= ?', query.minPrice),
    query.maxPrice === undefined ? null : sql('p.price <= ?', query.maxPrice),
  ]);
  const where = and([...shared, byCategory, byPrice]);
  const order = ranked
    ? `p.rank desc, ${orderBy['name-asc']}`
    : orderBy[sort === 'relevance' ? 'name-asc' : sort];
  const offset = (query.page - 1) * query.pageSize;

  // One statement. With a search, the matches are gathered once through the GIN indexes (a materialized CTE,
  // so the planner cannot trade them for a scan that computes similarity on every row), with the columns
  // that filters, facets and sorts read, ranked when the sort is by relevance.
  const columns = 'p.id, p.name, p.category_id, p.price, p.stock, p.is_featured, p.created_at';
  const ranks = terms && ranked ? [wordRank(terms), typoRank(terms)] : [sql('0'), sql('0')];
  const matched: Sql = terms
    ? {
        text: `words as materialized (
                 select ${columns}, ${ranks[0]?.text} as rank from product p where ${wordMatch(terms).text}),
               matched as materialized (
                 select * from words
                 union all
                 select ${columns}, ${ranks[1]?.text} as rank from product p
                  where not exists (select 1 from words) and ${typoMatch(terms).text}),`,
        params: [
          ...(ranks[0]?.params ?? []),
          ...wordMatch(terms).params,
          ...(ranks[1]?.params ?? []),
          ...typoMatch(terms).params,
        ],
      }
    : sql('');
  // page: a deferred join. The page's ids come from an index (every sort index carries the filter columns,
  // so deep pages of filtered lists skip table rows); only those rows are then read.
  // groups: one pass over what the shared filters keep (search, stock, featured), by category: each group's
  // count under the price filter and its price range without it (facets ignore their own filter). Without
  // a search it adds up the counts kept in catalog_facet instead of counting products.
  const [result] = await em.execute<{ items: ProductJsonRow[]; groups: GroupRow[]; chosen: string | null }[]>(
    `with ${matched.text}
     page as materialized (
       select p.id${ranked ? ', p.rank' : ''} from ${terms ? 'matched' : 'product'} p
        where ${where.text} order by ${order} limit ? offset ?),
     groups as (
       select p.category_id, coalesce(sum(${terms ? '1' : 'p.products'}) filter (where ${byPrice.text}), 0) as count,
              min(p.price) as min, max(p.price) as max
         from ${terms ? 'matched p where true' : 'catalog_facet p where p.products > 0'} and ${and(shared).text}
        group by p.category_id)
     select
       (select coalesce(json_agg(r order by r.position), '[]')
          from (select row_number() over (order by ${ranked ? `page.rank desc, ${orderBy['name-asc']}` : order}) as position,
                       p.id, p.name, p.slug, p.description, p.price, p.image_url, p.stock, p.category_id,
                       p.is_featured, p.created_at, p.updated_at
                  from page join product p on p.id = page.id) r) as items,
       (select coalesce(json_agg(g order by g.name collate "en-x-icu"), '[]')
          from (select g.category_id, c.slug, c.name, g.count, g.min, g.max
                  from groups g full join category c on c.id = g.category_id) g) as groups,
       (select c.id from category c where c.slug = ? or c.id::text = ? limit 1) as chosen`,
    [
      ...matched.params,
      ...where.params,
      query.pageSize,
      offset,
      ...byPrice.params,
      ...and(shared).params,
      query.category ?? '',
      query.category ?? '',
    ],
  );
  const groups = result?.groups ?? [];
  const inScope = groups.filter((group) => !query.category || group.category_id === result?.chosen);
  const prices = inScope.flatMap((group) =>
    group.min === null || group.max === null ? [] : [group.min, group.max],
  );
  const facets: CatalogFacets = {
    categories: groups.flatMap((group) =>
      group.slug ? [{ slug: group.slug, count: Number(group.count ?? 0) }] : [],
    ),
    price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : { min: null, max: null },
  };
  return {
    items: (result?.items ?? []).map((row) =>
      productJson({
        id: row.id,
        name: row.name,
        slug: row.slug,
        description: row.description,
        price: String(row.price),
        imageUrl: row.image_url,
        stock: row.stock,
        categoryId: row.category_id,
        isFeatured: row.is_featured,
        createdAt: new Date(row.created_at),
        updatedAt: new Date(row.updated_at),
      }),
    ),
    total: inScope.reduce((sum, group) => sum + Number(group.count ?? 0), 0),
    page: query.page,
    pageSize: query.pageSize,
    facets,
  };
}

/** Text with nothing to search for (punctuation only) finds nothing. */
const emptyPage = (query: CatalogQuery): CatalogPage => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  facets: { categories: [], price: { min: null, max: null } },
});
