import type { CatalogFacets, CatalogPage, CatalogQuery } from '@ata/core/catalog';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductVariantRow } from '../db/entities/index.ts';
import { productJson } from '../products/serialize.ts';
import { type Capped, searchStatement } from './search-statement.ts';
import { lexemeQuery, type SearchTerms, searchTerms } from './search-terms.ts';
import { and, raw, type Sql, sql } from './sql.ts';
import { filtersOf, orderBy } from './sql-filters.ts';

/**
 * GET /api/catalog in one SQL statement (after a look-up of the searched words, for a search): the page of
 * products, and one aggregate pass for the total and the facets. Facets follow the shopper's other filters
 * but not their own (category counts ignore the chosen category, the price range ignores the chosen prices), so tabs and
 * the slider show where the shopper could go next; each count equals the total with that category chosen.
 * A search that matches more products than it can count one by one answers estimates (search-statement.ts).
 */

/** Beyond this many stored words, a typed word (one or two letters) is searched as a prefix instead. */
const MAX_LEXEMES = 64;

/**
 * The stored words each typed word stands for: those it starts (`pepp` → pepper, peppery), or else the
 * closest one by trigram word similarity (`egussi` → egusi, `jolof` → jollof), through search_lexeme's
 * indexes: a few thousand words at most, however many products. Candidates are words within either
 * trigram threshold: word similarity alone (0.6) misses short words with one letter dropped or doubled
 * (`stokfish` shares 0.58 with stockfish, `garii` 0.5 with garri), whole-word similarity (0.3) keeps them;
 * ties go to the word more products hold.
 */
async function lexemesOf(em: EntityManager, terms: SearchTerms) {
  return em.execute<{ word: string; lexemes: string[] }[]>(
    `select w.word, coalesce(t.lexemes, p.lexemes) as lexemes
       from jsonb_array_elements_text(?::jsonb) with ordinality as w(word, n)
      cross join lateral (
        select array(select l.lexeme from search_lexeme l where starts_with(l.lexeme, w.word)
                      order by l.lexeme limit ?) as lexemes) p
       left join lateral (
        select array[l.lexeme] as lexemes from search_lexeme l
         where cardinality(p.lexemes) = 0 and (w.word <% l.lexeme or w.word % l.lexeme)
         order by word_similarity(w.word, l.lexeme) desc, similarity(w.word, l.lexeme) desc, l.uses desc,
                  l.lexeme
         limit 1) t on true
      order by w.n`,
    [JSON.stringify(terms.words), MAX_LEXEMES + 1],
  );
}

/** One row of the statement's `groups`: a category's count under the filters, and its price range. */
interface GroupRow {
  category_id: string | null;
  slug: string | null;
  count: number | string | null;
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
  /** The product's sizes, by position (read in the same statement). */
  variants: VariantJsonRow[] | null;
}

interface VariantJsonRow {
  id: string;
  product_id: string;
  label: string;
  sku: string;
  price_kobo: number;
  compare_at_kobo: number | null;
  stock: number;
  weight_grams: number | null;
  position: number;
}

const variantRow = (row: VariantJsonRow): ProductVariantRow => ({
  id: row.id,
  productId: row.product_id,
  label: row.label,
  sku: row.sku,
  priceKobo: Number(row.price_kobo),
  compareAtKobo: row.compare_at_kobo === null ? null : Number(row.compare_at_kobo),
  stock: row.stock,
  weightGrams: row.weight_grams,
  position: row.position,
});

interface StatementRow {
  items: ProductJsonRow[];
  groups: GroupRow[];
  chosen: string | null;
  /** Searches: how many matches the page's filters keep, up to `exactUpTo + 1`. */
  matched?: number;
  /** Searches: more than `exactUpTo` matches for the page's filters / the facets' scope. */
  capped_a?: boolean;
  capped_b?: boolean;
}

export interface CatalogOptions {
  /** A search counts and ranks at most this many matches one by one; beyond it, it estimates (tests lower it). */
  exactUpTo?: number;
}

/** How many matches a search counts and ranks one by one (each costs a table row visit). */
export const EXACT_UP_TO = 300;

export async function queryCatalog(
  em: EntityManager,
  query: CatalogQuery,
  options: CatalogOptions = {},
): Promise<CatalogPage> {
  const terms = query.q ? searchTerms(query.q) : null;
  if (query.q && !terms) return emptyPage(query);
  const tsquery = terms ? lexemeQuery(await lexemesOf(em, terms), MAX_LEXEMES) : null;
  if (terms && !tsquery) return emptyPage(query);
  const filters = filtersOf(query);
  const offset = (query.page - 1) * query.pageSize;
  const exactUpTo = options.exactUpTo ?? EXACT_UP_TO;

  let statement: { ctes: Sql; itemsOrder: string };
  if (terms && tsquery) {
    statement = searchStatement({ terms, tsquery, filters, query, offset, exactUpTo });
  } else {
    // Without a search: the page's ids come from an index (every sort index carries the filter columns, so
    // deep pages of filtered lists skip table rows) and only those rows are read (a deferred join); the
    // total and the facets add up the counts kept in catalog_facet instead of counting products.
    const sort = query.sort === undefined || query.sort === 'relevance' ? 'name-asc' : query.sort;
    const where = and([filters.shared, filters.byCategory, filters.byPrice]);
    statement = {
      ctes: sql`page as materialized (
         select p.id from product p where ${where} order by ${raw(orderBy[sort])}
          limit ${query.pageSize} offset ${offset}),
       groups as (
         select p.category_id, coalesce(sum(p.products) filter (where ${filters.byPrice}), 0) as count,
                min(p.price) as min, max(p.price) as max
           from catalog_facet p where p.products > 0 and ${filters.shared}
          group by p.category_id)`,
      itemsOrder: orderBy[sort],
    };
  }
  const [result] = await em.execute<StatementRow[]>(
    ...toExecute(sql`with ${statement.ctes}
     select
       (select coalesce(json_agg(r order by r.position), '[]')
          from (select row_number() over (order by ${raw(statement.itemsOrder)}) as position,
                       p.id, p.name, p.slug, p.description, p.price, p.image_url, p.stock, p.category_id,
                       p.is_featured, p.created_at, p.updated_at,
                       (select json_agg(json_build_object('id', v.id, 'product_id', v.product_id, 'label', v.label,
                                 'sku', v.sku, 'price_kobo', v.price_kobo, 'compare_at_kobo', v.compare_at_kobo,
                                 'stock', v.stock, 'weight_grams', v.weight_grams, 'position', v.position)
                                 order by v.position, v.id)
                          from product_variant v where v.product_id = p.id) as variants
                  from page join product p on p.id = page.id) r) as items,
       (select coalesce(json_agg(g order by g.name collate "en-x-icu"), '[]')
          from (select g.category_id, c.slug, c.name, g.count, g.min, g.max
                  from groups g full join category c on c.id = g.category_id) g) as groups,
       (select c.id from category c where c.slug = ${query.category ?? ''} or c.id::text = ${query.category ?? ''}
         limit 1) as chosen
       ${terms ? raw(', (select count(*) from a)::int as matched, (select a from capped) as capped_a, (select b from capped) as capped_b') : raw('')}`),
  );
  const capped = result?.capped_a === undefined ? null : { a: result.capped_a, b: Boolean(result.capped_b) };
  return pageOf(query, result, capped, exactUpTo);
}

const toExecute = (statement: Sql): [string, unknown[]] => [statement.text, statement.params];

/** Two significant digits: an estimate shown as 16,000 rather than a precise-looking 16,437. */
export const roundEstimate = (value: number) => {
  if (value < 100) return Math.round(value);
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
};

function pageOf(
  query: CatalogQuery,
  result: StatementRow | undefined,
  capped: Capped | null,
  exactUpTo: number,
): CatalogPage {
  const groups = result?.groups ?? [];
  const inScope = groups.filter((group) => !query.category || group.category_id === result?.chosen);
  const prices = inScope.flatMap((group) =>
    group.min === null || group.max === null ? [] : [group.min, group.max],
  );
  const counted = inScope.reduce((sum, group) => sum + Number(group.count ?? 0), 0);
  // A search counts its matches itself when there are few enough (`matched`); beyond that, `counted` is an
  // estimate, and no fewer than the matches it saw.
  const total = capped?.a ? roundEstimate(Math.max(counted, exactUpTo + 1)) : (result?.matched ?? counted);
  const categories = groups.flatMap((group) => {
    if (!group.slug) return [];
    // The chosen category's count is the total; an estimated category that the sample did not see is left
    // without a count rather than shown as none.
    if (query.category && group.category_id === result?.chosen) return [{ slug: group.slug, count: total }];
    const count = Number(group.count ?? 0);
    if (!capped?.b) return [{ slug: group.slug, count }];
    return count > 0 ? [{ slug: group.slug, count: roundEstimate(count) }] : [];
  });
  const facets: CatalogFacets = {
    categories,
    price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : { min: null, max: null },
    ...(capped?.b ? { estimated: true } : {}),
  };
  return {
    items: (result?.items ?? []).map((row) =>
      productJson(
        {
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
        },
        (row.variants ?? []).map(variantRow),
      ),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
    facets,
    ...(capped?.a ? { estimated: true } : {}),
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
