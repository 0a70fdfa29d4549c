import type { CatalogFacets, CatalogPage, CatalogQuery, CatalogSort } from '@ata/core/catalog';
import type { EntityManager } from '@mikro-orm/postgresql';
import { productJson } from '../products/serialize.ts';
import { lexemeQuery, type SearchTerms, searchTerms } from './search-terms.ts';

/**
 * GET /api/catalog in one SQL statement (after a look-up of the searched words, for a search): the page of
 * products, and one aggregate pass for the total and the facets. Facets follow the shopper's other filters
 * but not their own (category counts ignore the chosen category, the price range ignores the chosen prices), so tabs and
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

// A search finds the products whose search vector holds a stored word for every typed word (see
// lexemeQuery), ranked exact name first, then names starting with the text, then by full-text rank (name
// words weigh most, then the category's, then the description's).
const wordMatch = (query: string) => sql(`p.search_vector @@ ?::tsquery`, query);
// The exact name and the names starting with the text come from the index on lower(name), once, rather
// than lower-casing every match's name.
const wordRank = (terms: SearchTerms, query: string) =>
  sql(
    `1 + ts_rank(p.search_vector, ?::tsquery)
     + 4 * (p.id in (select n.id from product n where lower(n.name) = ?))::int
     + 2 * (p.id in (select n.id from product n where lower(n.name) like ?))::int`,
    query,
    terms.text,
    terms.namePrefix,
  );

/** Beyond this many stored words, a typed word (one or two letters) is searched as a prefix instead. */
const MAX_LEXEMES = 64;

/**
 * The stored words each typed word stands for: those it starts (`pepp` → pepper, peppery), or else the
 * closest one by trigram word similarity (`egussi` → egusi, `jolof` → jollof), through search_lexeme's
 * indexes: a few thousand words at most, however many products.
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
         where cardinality(p.lexemes) = 0 and w.word <% l.lexeme
         order by word_similarity(w.word, l.lexeme) desc, similarity(w.word, l.lexeme) desc, l.lexeme
         limit 1) t on true
      order by w.n`,
    [JSON.stringify(terms.words), MAX_LEXEMES + 1],
  );
}

const NAME = `p.name collate "en-x-icu"`;
const orderBy: Record<Exclude<CatalogSort, 'relevance'>, string> = {
  'name-asc': `${NAME} asc, p.id asc`,
  'name-desc': `${NAME} desc, p.id desc`,
  'price-asc': 'p.price asc, p.id asc',
  'price-desc': 'p.price desc, p.id desc',
  newest: 'p.created_at desc, p.id desc',
};

// Equally relevant products (thousands, for a common word) in byte order of their names: near enough to
// alphabetical for the page's order, at a fraction of the cost of comparing them under ICU's rules.
const BY_NAME_BYTES = 'p.name collate "C" asc, p.id asc';

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
  const tsquery = terms ? lexemeQuery(await lexemesOf(em, terms), MAX_LEXEMES) : null;
  if (terms && !tsquery) return emptyPage(query);
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
  const order = ranked ? `p.rank desc, ${BY_NAME_BYTES}` : orderBy[sort === 'relevance' ? 'name-asc' : sort];
  const offset = (query.page - 1) * query.pageSize;

  // One statement. With a search, the matches that the shared filters keep are gathered once through the
  // GIN index (a materialized CTE, read by the page and by the facets), with only the columns that the
  // page's filters and sort and the facets read, ranked when the sort is by relevance.
  const sortColumn =
    sort === 'newest' ? ', p.created_at' : sort === 'price-asc' || sort === 'price-desc' ? '' : ', p.name';
  const rank = terms && tsquery && ranked ? wordRank(terms, tsquery) : sql('0');
  const matched: Sql =
    terms && tsquery
      ? {
          text: `matched as materialized (
                   select p.id, p.category_id, p.price${sortColumn}, ${rank.text} as rank
                     from product p where ${and([wordMatch(tsquery), ...shared]).text}),`,
          params: [...rank.params, ...and([wordMatch(tsquery), ...shared]).params],
        }
      : sql('');
  const pageWhere = terms ? and([byCategory, byPrice]) : where;
  const groupWhere = terms ? sql('true') : and(shared);
  // page: a deferred join. The page's ids come from an index (every sort index carries the filter columns,
  // so deep pages of filtered lists skip table rows); only those rows are then read.
  // groups: one pass over what the shared filters keep (search, stock, featured), by category: each group's
  // count under the price filter and its price range without it (facets ignore their own filter). Without
  // a search it adds up the counts kept in catalog_facet instead of counting products.
  const [result] = await em.execute<{ items: ProductJsonRow[]; groups: GroupRow[]; chosen: string | null }[]>(
    `with ${matched.text}
     page as materialized (
       select p.id${ranked ? ', p.rank' : ''} from ${terms ? 'matched' : 'product'} p
        where ${pageWhere.text} order by ${order} limit ? offset ?),
     groups as (
       select p.category_id, coalesce(sum(${terms ? '1' : 'p.products'}) filter (where ${byPrice.text}), 0) as count,
              min(p.price) as min, max(p.price) as max
         from ${terms ? 'matched p where true' : 'catalog_facet p where p.products > 0'} and ${groupWhere.text}
        group by p.category_id)
     select
       (select coalesce(json_agg(r order by r.position), '[]')
          from (select row_number() over (order by ${ranked ? `page.rank desc, ${BY_NAME_BYTES}` : order}) as position,
                       p.id, p.name, p.slug, p.description, p.price, p.image_url, p.stock, p.category_id,
                       p.is_featured, p.created_at, p.updated_at
                  from page join product p on p.id = page.id) r) as items,
       (select coalesce(json_agg(g order by g.name collate "en-x-icu"), '[]')
          from (select g.category_id, c.slug, c.name, g.count, g.min, g.max
                  from groups g full join category c on c.id = g.category_id) g) as groups,
       (select c.id from category c where c.slug = ? or c.id::text = ? limit 1) as chosen`,
    [
      ...matched.params,
      ...pageWhere.params,
      query.pageSize,
      offset,
      ...byPrice.params,
      ...groupWhere.params,
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
