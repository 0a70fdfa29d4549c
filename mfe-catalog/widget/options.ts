import { catalogPath, FEATURED_FIRST_CATEGORY_SLUG } from '@ata/core/catalog';

/** The widget's settings, read from the element's attributes (see README.md in this folder). */
export interface WidgetOptions {
  /** Base URL of the shop: the API lives at `${api}/api/…` and product pages at `${api}/product/:id`. */
  api: string;
  category: string | null;
  featured: boolean;
  limit: number;
  /** Maximum number of columns; fewer are shown when the widget is narrow. */
  columns: number;
  theme: 'light' | 'dark';
}

export const OBSERVED_ATTRIBUTES = ['api', 'category', 'featured', 'limit', 'columns', 'theme'] as const;
export const DEFAULT_LIMIT = 8;
export const MAX_LIMIT = 100;
export const DEFAULT_COLUMNS = 4;
export const MAX_COLUMNS = 6;

type AttributeReader = (name: (typeof OBSERVED_ATTRIBUTES)[number]) => string | null;

function intInRange(value: string | null, fallback: number, max: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(parsed) || parsed < 1) return fallback;
  return Math.min(parsed, max);
}

/** An absolute base URL without a trailing slash; relative values resolve against the page. */
export function resolveApiBase(value: string | null, fallback: string, pageUrl: string): string {
  const raw = value?.trim();
  try {
    const url = new URL(raw || fallback, pageUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback.replace(/\/+$/, '');
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return fallback.replace(/\/+$/, '');
  }
}

/**
 * Reads the attributes leniently: a partner's typo must never break their page, so bad values fall back
 * to the defaults. `featured` is a boolean attribute (present means on) unless it says "false".
 */
export function readOptions(read: AttributeReader, defaultApi: string, pageUrl: string): WidgetOptions {
  const featured = read('featured');
  const category = read('category')?.trim().toLowerCase();
  return {
    api: resolveApiBase(read('api'), defaultApi, pageUrl),
    category: category ? category : null,
    featured: featured !== null && featured.trim().toLowerCase() !== 'false',
    limit: intInRange(read('limit'), DEFAULT_LIMIT, MAX_LIMIT),
    columns: intInRange(read('columns'), DEFAULT_COLUMNS, MAX_COLUMNS),
    theme: read('theme')?.trim().toLowerCase() === 'dark' ? 'dark' : 'light',
  };
}

type CatalogOptions = Pick<WidgetOptions, 'api' | 'category' | 'featured' | 'limit'>;

/**
 * The catalogue requests for these options, asking only for the cards the grid shows. A featured grid
 * without a category also asks for the featured spices, which the shop lists first.
 */
export function catalogUrls(options: CatalogOptions): string[] {
  const request = {
    category: options.category ?? undefined,
    featured: options.featured || undefined,
    pageSize: options.limit,
  };
  const url = (extra: { category?: string } = {}) => `${options.api}${catalogPath({ ...request, ...extra })}`;
  return options.featured && !options.category
    ? [url({ category: FEATURED_FIRST_CATEGORY_SLUG }), url()]
    : [url()];
}

/** The product's page on the shop, opened in a new tab. */
export const productPageUrl = (api: string, productId: string): string =>
  `${api}/product/${encodeURIComponent(productId)}`;
