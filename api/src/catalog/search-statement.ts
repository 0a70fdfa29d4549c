import type { CatalogQuery } from '@ata/core/catalog';
import type { SearchTerms } from './search-terms.ts';
import { and, raw, type Sql, sql } from './sql.ts';
import { type Filters, orderBy } from './sql-filters.ts';

/**
 * A search's common table expressions (`page` and `groups`, as the list's), bounded whatever the search: a
 * common word matches tens of thousands of products at 100,000, and counting, ranking and grouping each of
 * them (one table row visit apiece) was what made searches slow. A first, cheap statement counts the matches
 * up to `exactUpTo + 1`, for the page's filters (`a`) and for the facets' scope, which ignores the category
 * and price filters (`b`):
 * - up to `exactUpTo`, all of them are ranked, sorted, counted and grouped: exact (always so on a shop of a
 *   few hundred products);
 * - beyond it ("capped"), the page is ranked among a bounded set of candidates: `exactUpTo` of the matches
 *   (in storage order), the exact name and `exactUpTo` of the names starting with the text (btree on
 *   lower(name)), so the exact name and the name prefixes still come first. Every page ranks the same
 *   candidates, so loading more never repeats or skips a product, and pages run out at the candidates.
 *   Other sorts read their page in sort order through the sort indexes, exactly.
 * - capped counts are estimates: `exactUpTo` matches are read in storage order (a GIN bitmap scan, or a
 *   sequential scan, which may start mid-table and wrap around), so the share of the table's blocks they
 *   span scales their counts to the catalogue. The price range is then that of every product the other
 *   filters keep, which contains every match.
 */

export interface SearchInput {
  terms: SearchTerms;
  tsquery: string;
  filters: Filters;
  query: CatalogQuery;
  offset: number;
  exactUpTo: number;
}

/** Whether the page's matches (`a`) and the facets' (`b`) are more than `exactUpTo`. */
export interface Capped {
  a: boolean;
  b: boolean;
}

const matchOf = (tsquery: string) => sql`p.search_vector @@ ${tsquery}::tsquery`;
const ownFiltersOf = ({ byCategory, byPrice }: Filters) => byCategory !== null || byPrice.text !== 'true';

// A search finds the products whose search vector holds a stored word for every typed word (see
// lexemeQuery), ranked exact name first, then names starting with the text, then by full-text rank (name
// words weigh most, then the category's, then the description's).
const rankOf = (terms: SearchTerms, tsquery: string) =>
  sql`ts_rank(p.search_vector, ${tsquery}::tsquery)
      + 4 * (lower(p.name) = ${terms.text})::int + 2 * (lower(p.name) like ${terms.namePrefix})::int`;

// Equally relevant products (thousands, for a common word) in byte order of their names: near enough to
// alphabetical for the page's order, at a fraction of the cost of comparing them under ICU's rules.
const BY_NAME_BYTES = 'p.name collate "C" asc, p.id asc';

export function searchStatement(input: SearchInput): { ctes: Sql; itemsOrder: string } {
  const { terms, tsquery, filters, query, offset, exactUpTo } = input;
  const { shared, byCategory, byPrice } = filters;
  const sort = query.sort ?? 'relevance';
  const ranked = sort === 'relevance';
  const match = matchOf(tsquery);
  const every = and([match, shared, byCategory, byPrice]);
  const ownFilters = ownFiltersOf(filters);
  const columns = sql`p.id, p.name, p.price, p.created_at, p.category_id, ${ranked ? rankOf(terms, tsquery) : raw('0')} as rank`;
  const block = raw('(p.ctid::text::point)[0]::int as block');
  // `a`: the matches every filter keeps, at most exactUpTo + 1 (so all of them when not capped); `b`: the
  // facets' scope, without the category and price filters, bounded alike.
  const bounded = sql`
    a as materialized (select ${block}, ${columns} from product p where ${every} limit ${exactUpTo + 1}),
    b as materialized (${
      ownFilters
        ? sql`select ${block}, p.category_id, p.price from product p where ${and([match, shared])} limit ${exactUpTo + 1}`
        : raw('select p.block, p.category_id, p.price from a p')
    }),
    capped as materialized (
      select (select count(*) from a) > ${exactUpTo} as a, (select count(*) from b) > ${exactUpTo} as b),`;
  const pageOrder = ranked ? `p.rank desc, ${BY_NAME_BYTES}` : orderBy[sort];
  // The arms below run only when capped (a one-time filter on the capped flag).
  const arm = (where: Sql) =>
    sql`(select ${columns} from product p where (select a from capped) and ${where} and ${every} limit ${exactUpTo})`;
  const page = ranked
    ? sql`
      candidates as materialized (
        select p.id, p.name, p.price, p.created_at, p.category_id, p.rank from a p
        union ${arm(sql`lower(p.name) = ${terms.text}`)}
        union ${arm(sql`lower(p.name) like ${terms.namePrefix}`)}),
      page as materialized (
        select p.id, p.rank from candidates p order by ${raw(pageOrder)} limit ${query.pageSize} offset ${offset}),`
    : sql`
      page as materialized (
        (select p.id, p.rank from a p where not (select a from capped)
          order by ${raw(pageOrder)} limit ${query.pageSize} offset ${offset})
        union all
        (select p.id, 0 from product p where (select a from capped) and ${every}
          order by ${raw(pageOrder)} limit ${query.pageSize} offset ${offset})),`;
  // Capped: the blocks the sample spans are the table's less the largest gap between two sampled blocks,
  // counted round the end of the table (where a sequential scan that started mid-table wrapped).
  const groups = sql`
    blocks as (select (pg_relation_size('product') / current_setting('block_size')::int)::int as total),
    gaps as (
      select coalesce(lead(b.block) over (order by b.block), min(b.block) over () + (select total from blocks))
             - b.block as gap
        from b where (select b from capped)),
    scale as (
      select (select total from blocks)::float8 / greatest(1, (select total from blocks) - max(gap) + 1) as factor
        from gaps),
    groups as (
      select p.category_id, count(*) filter (where ${byPrice}) as count, min(p.price) as min, max(p.price) as max
        from b p where not (select b from capped) group by p.category_id
      union all
      select r.category_id, e.count, r.min, r.max
        from (select p.category_id, min(p.price) as min, max(p.price) as max
                from catalog_facet p where (select b from capped) and p.products > 0 and ${shared}
               group by p.category_id) r
        left join (select p.category_id, count(*) filter (where ${byPrice}) * (select factor from scale) as count
                     from b p where (select b from capped) group by p.category_id) e
               on e.category_id is not distinct from r.category_id)`;
  return {
    ctes: sql`${bounded}${page}${groups}`,
    itemsOrder: ranked ? `page.rank desc, ${BY_NAME_BYTES}` : orderBy[sort],
  };
}
