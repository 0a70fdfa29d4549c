import { z } from 'zod/mini';
import { productSchema } from '../product/schema.ts';
import { checked, KEY_MAX_LENGTH, noControlCharacters } from '../validation/schema.ts';
import {
  CATALOG_MAX_PAGE_SIZE,
  CATALOG_MAX_RESULTS,
  CATALOG_PAGE_SIZE,
  CATALOG_QUERY_MAX_LENGTH,
  catalogSorts,
} from './vocabulary.ts';

const PRICE_LIMIT = 1_000_000_000;

/* @__NO_SIDE_EFFECTS__ */
function flag(name: string) {
  return z.pipe(
    z.enum(['true', 'false'], `${name} must be true or false`),
    z.transform((value) => value === 'true'),
  );
}

/* @__NO_SIDE_EFFECTS__ */
function wholeNumber(name: string, min: number, max: number) {
  return z.pipe(
    z.pipe(checked(z.string(), z.regex(/^\d+$/, `${name} must be a whole number`)), z.transform(Number)),
    checked(
      z.number(),
      z.gte(min, `${name} must be at least ${min}`),
      z.lte(max, `${name} must be at most ${max}`),
    ),
  );
}

/* @__NO_SIDE_EFFECTS__ */
function price(name: string) {
  return z.pipe(
    z.pipe(
      checked(z.string(), z.regex(/^\d+(\.\d{1,2})?$/, `${name} must be a price in naira, e.g. 2500`)),
      z.transform(Number),
    ),
    checked(z.number(), z.lte(PRICE_LIMIT, `${name} is too large`)),
  );
}

/** The query string of GET /api/catalog. Every field is bounded; unknown parameters are refused. */
export const catalogQuerySchema = checked(
  z.strictObject(
    {
      q: z.optional(
        z.pipe(
          checked(
            z.string(),
            z.maxLength(CATALOG_QUERY_MAX_LENGTH, `q must be at most ${CATALOG_QUERY_MAX_LENGTH} characters`),
            noControlCharacters(),
          ),
          z.transform((value) => value.trim().replace(/\s+/g, ' ')),
        ),
      ),
      category: z.optional(
        checked(
          z.string(),
          z.maxLength(KEY_MAX_LENGTH, `category must be at most ${KEY_MAX_LENGTH} characters`),
          noControlCharacters(),
        ),
      ),
      minPrice: z.optional(price('minPrice')),
      maxPrice: z.optional(price('maxPrice')),
      inStock: z.optional(flag('inStock')),
      featured: z.optional(flag('featured')),
      sort: z.optional(z.enum(catalogSorts, `sort must be one of ${catalogSorts.join(', ')}`)),
      page: z._default(wholeNumber('page', 1, CATALOG_MAX_RESULTS), 1),
      pageSize: z._default(wholeNumber('pageSize', 1, CATALOG_MAX_PAGE_SIZE), CATALOG_PAGE_SIZE),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}` : undefined,
    },
  ),
  z.refine((query) => (query.page - 1) * query.pageSize < CATALOG_MAX_RESULTS, {
    message: `page is too deep: only the first ${CATALOG_MAX_RESULTS} results are paged, narrow the search`,
    path: ['page'],
  }),
  z.refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    { message: 'minPrice must not be above maxPrice', path: ['minPrice'] },
  ),
);
export type CatalogQuery = z.output<typeof catalogQuerySchema>;

const count = checked(z.int(), z.gte(0));
const position = checked(z.int(), z.gte(1));

export const catalogPageSchema = z.object({
  items: z.array(productSchema),
  total: count,
  page: position,
  pageSize: position,
  facets: z.object({
    /** Products per category for the current search and other filters, ignoring the chosen category. */
    categories: z.array(z.object({ slug: z.string(), count })),
    /** Cheapest and dearest for the current search and other filters, ignoring the chosen prices. */
    price: z.object({ min: z.nullable(z.number()), max: z.nullable(z.number()) }),
    /**
     * Present (true) when more products match a search than the server counts one by one: the counts are
     * then rounded estimates from a sample, and a category the sample missed has no count.
     */
    estimated: z.optional(z.literal(true)),
  }),
  /**
   * Present (true) when `total` is a rounded estimate (a search matching more products than the server
   * counts one by one); pages then run out before it, so load more until a page comes back short.
   */
  estimated: z.optional(z.literal(true)),
});
export type CatalogPage = z.infer<typeof catalogPageSchema>;
export type CatalogFacets = CatalogPage['facets'];
