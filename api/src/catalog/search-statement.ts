import type { CatalogQuery } from '@ata/core/catalog';
import type { EntityManager } from '@mikro-orm/postgresql';
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

export async function countUpTo(em: EntityManager, input: SearchInput): Promise<Capped> {
  const { filters, tsquery, exactUpTo } = input;
  const match = matchOf(tsquery);
  const upTo = (where: Sql) =>
    sql`(select count(*) from (select from product p where ${where} limit ${exactUpTo + 1}) m)`;
  const b = upTo(and([match, filters.shared]));
  const a = ownFiltersOf(filters)
    ? upTo(and([match, filters.shared, filters.byCategory, filters.byPrice]))
    : b;
  const statement = sql`select ${a} > ${exactUpTo} as a, ${b} > ${exactUpTo} as b`;
  const [row] = await em.execute<Capped[]>(statement.text, statement.params);
  return { a: row?.a ?? false, b: row?.b ?? false };
}

// A search finds the products whose search vector holds a stored word for every typed word (see
// lexemeQuery), ranked exact name first, then names starting with the text, then by full-text rank (name
// words weigh most, then the category's, then the description's).
const rankOf = (terms: SearchTerms, tsquery: string) =>
  sql`ts_rank(p.search_vector, ${tsquery}::tsquery)
      + 4 * (lower(p.name) = ${terms.text})::int + 2 * (lower(p.name) like ${terms.namePrefix})::int`;

// Equally relevant products (thousands, for a common word) in byte order of their names: near enough to
// alphabetical for the page's order, at a fraction of the cost of comparing them under ICU's rules.
const BY_NAME_BYTES = 'p.name collate "C" asc, p.id asc';

export function searchStatement(input: SearchInput, capped: Capped): { ctes: Sql; itemsOrder: string } {
  const { terms, tsquery, filters, query, offset, exactUpTo } = input;
  const { shared, byCategory, byPrice } = filters;
  const sort = query.sort ?? 'relevance';
  const ranked = sort === 'relevance';
  const match = matchOf(tsquery);
  const every = and([match, shared, byCategory, byPrice]);
  const columns = sql`p.id, p.name, p.price, p.created_at, p.category_id, ${ranked ? rankOf(terms, tsquery) : raw('0')} as rank`;
  const pageOf = (from: string) => sql`
    page as materialized (
      select p.id, p.rank from ${raw(from)} p order by ${raw(ranked ? `p.rank desc, ${BY_NAME_BYTES}` : orderBy[sort])}
       limit ${query.pageSize} offset ${offset}),`;
  const arm = (where: Sql) =>
    sql`(select ${columns} from product p where ${where} and ${and([shared, byCategory, byPrice])} limit ${exactUpTo})`;

  // Capped: `exactUpTo` matches read in storage order, the candidates of a ranked page and, without
  // category or price filters, the sample that the estimates scale.
  const sampled = sql`
    m as materialized (
      select (p.ctid::text::point)[0]::int as block, ${columns} from product p where ${every} limit ${exactUpTo}),`;
  let page: Sql;
  if (!capped.a) {
    page = sql`a as materialized (select ${columns} from product p where ${every}), ${pageOf('a')}`;
  } else if (ranked) {
    page = sql`${sampled}
      candidates as materialized (
        select p.id, p.name, p.price, p.created_at, p.category_id, p.rank from m p
        union ${arm(and([sql`lower(p.name) = ${terms.text}`, match]))}
        union ${arm(and([sql`lower(p.name) like ${terms.namePrefix}`, match]))}),
      ${pageOf('candidates')}`;
  } else {
    page = sql`${ownFiltersOf(filters) ? raw('') : sampled}
      page as materialized (
        select p.id from product p where ${every} order by ${raw(orderBy[sort])}
         limit ${query.pageSize} offset ${offset}),`;
  }

  let groups: Sql;
  if (!capped.b) {
    const scope = !ownFiltersOf(filters)
      ? raw('a')
      : sql`(select p.category_id, p.price from product p where ${and([match, shared])})`;
    groups = sql`
      groups as (
        select p.category_id, count(*) filter (where ${byPrice}) as count, min(p.price) as min, max(p.price) as max
          from ${scope} p group by p.category_id)`;
  } else {
    // Blocks spanned by the sample: the table's blocks less the largest gap between two sampled blocks,
    // counted round the end of the table (where a sequential scan that started mid-table wrapped).
    groups = sql`
      b as materialized (${
        ownFiltersOf(filters)
          ? sql`select (p.ctid::text::point)[0]::int as block, p.category_id, p.price
                  from product p where ${and([match, shared])} limit ${exactUpTo}`
          : raw('select p.block, p.category_id, p.price from m p')
      }),
      blocks as (select (pg_relation_size('product') / current_setting('block_size')::int)::int as total),
      gaps as (
        select coalesce(lead(b.block) over (order by b.block), min(b.block) over () + (select total from blocks))
               - b.block as gap
          from b),
      scale as (
        select (select total from blocks)::float8 / greatest(1, (select total from blocks) - max(gap) + 1) as factor
          from gaps),
      groups as (
        select r.category_id, e.count, r.min, r.max
          from (select p.category_id, min(p.price) as min, max(p.price) as max
                  from catalog_facet p where p.products > 0 and ${shared} group by p.category_id) r
          left join (select p.category_id, count(*) filter (where ${byPrice}) * (select factor from scale) as count
                       from b p group by p.category_id) e
                 on e.category_id is not distinct from r.category_id)`;
  }

  return {
    ctes: sql`${page}${groups}`,
    itemsOrder: ranked ? `page.rank desc, ${BY_NAME_BYTES}` : orderBy[sort],
  };
}
