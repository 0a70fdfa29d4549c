import { z } from 'zod';
import { productSchema } from '../product/schema.ts';
import { DEFAULT_SORT, PRICE_MAX, PRICE_MIN, type SortOption, sortOptions } from './filters.ts';
import {
  CATALOG_MAX_PAGE_SIZE,
  CATALOG_MAX_RESULTS,
  CATALOG_PAGE_SIZE,
  CATALOG_QUERY_MAX_LENGTH,
  catalogSorts,
} from './search.ts';

export const sortOptionSchema = z.enum(sortOptions.map((o) => o.value) as [SortOption, ...SortOption[]]);

export const filterSetSchema = z.object({
  search: z.string().default(''),
  category: z.string().default(''),
  minPrice: z.number().int().min(PRICE_MIN).max(PRICE_MAX).default(PRICE_MIN),
  maxPrice: z.number().int().min(PRICE_MIN).max(PRICE_MAX).default(PRICE_MAX),
  sort: sortOptionSchema.default(DEFAULT_SORT),
});
export type FilterSet = z.infer<typeof filterSetSchema>;

const PRICE_LIMIT = 1_000_000_000;

const flag = (name: string) =>
  z.enum(['true', 'false'], `${name} must be true or false`).transform((value) => value === 'true');
const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`));
const price = (name: string) =>
  z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, `${name} must be a price in naira, e.g. 2500`)
    .transform(Number)
    .pipe(z.number().max(PRICE_LIMIT, `${name} is too large`));

/** The query string of GET /api/catalog. Every field is bounded; unknown parameters are refused. */
export const catalogQuerySchema = z
  .strictObject(
    {
      q: z
        .string()
        .max(CATALOG_QUERY_MAX_LENGTH, `q must be at most ${CATALOG_QUERY_MAX_LENGTH} characters`)
        .transform((value) => value.trim().replace(/\s+/g, ' '))
        .optional(),
      category: z.string().max(200, 'category must be at most 200 characters').optional(),
      minPrice: price('minPrice').optional(),
      maxPrice: price('maxPrice').optional(),
      inStock: flag('inStock').optional(),
      featured: flag('featured').optional(),
      sort: z.enum(catalogSorts, `sort must be one of ${catalogSorts.join(', ')}`).optional(),
      page: wholeNumber('page', 1, CATALOG_MAX_RESULTS).default(1),
      pageSize: wholeNumber('pageSize', 1, CATALOG_MAX_PAGE_SIZE).default(CATALOG_PAGE_SIZE),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}` : undefined,
    },
  )
  .refine((query) => (query.page - 1) * query.pageSize < CATALOG_MAX_RESULTS, {
    message: `page is too deep: only the first ${CATALOG_MAX_RESULTS} results are paged, narrow the search`,
    path: ['page'],
  })
  .refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    { message: 'minPrice must not be above maxPrice', path: ['minPrice'] },
  );
export type CatalogQuery = z.output<typeof catalogQuerySchema>;
export const catalogPageSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  facets: z.object({
    /** Products per category for the current search and other filters, ignoring the chosen category. */
    categories: z.array(z.object({ slug: z.string(), count: z.number().int().min(0) })),
    /** Cheapest and dearest for the current search and other filters, ignoring the chosen prices. */
    price: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  }),
});
export type CatalogPage = z.infer<typeof catalogPageSchema>;
export type CatalogFacets = CatalogPage['facets'];
