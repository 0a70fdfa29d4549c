import { type Category, categorySchema } from '@ata/core/category';
import { type Product, productSchema } from '@ata/core/product';
import { catalogUrls, type WidgetOptions } from './options.ts';
import { getJson } from './shared/embed.ts';

/** Image paths from the API are relative to the shop ('/api/images/…'): make them absolute. */
export function absoluteImage(url: string | null | undefined, api: string): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return `${api}${url}`;
  try {
    return new URL(url, `${api}/`).href;
  } catch {
    return null;
  }
}

/**
 * GET the catalogue pages for the options (see catalogUrls), their products once each. Rows are read with
 * the shop's product schema; one that is not a product is skipped rather than breaking the partner's page.
 */
export async function loadProducts(
  options: Pick<WidgetOptions, 'api' | 'category' | 'featured' | 'limit'>,
  signal?: AbortSignal,
): Promise<Product[]> {
  const pages = await Promise.all(
    catalogUrls(options).map(async (url) => {
      const response = await getJson(url, signal);
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      const body: unknown = await response.json();
      const items = typeof body === 'object' && body !== null && 'items' in body ? body.items : undefined;
      if (!Array.isArray(items)) throw new Error('Unexpected answer from the shop');
      return items;
    }),
  );
  const seen = new Set<string>();
  return pages.flat().flatMap((row) => {
    const read = productSchema.safeParse(row);
    if (!read.success || seen.has(read.data.id)) return [];
    seen.add(read.data.id);
    return [{ ...read.data, imageUrl: absoluteImage(read.data.imageUrl, options.api) }];
  });
}

/** The categories, for the card's category line and the featured order; none when they cannot be read. */
export async function loadCategories(api: string, signal?: AbortSignal): Promise<Category[]> {
  try {
    const response = await getJson(`${api}/api/categories`, signal);
    const body: unknown = response.ok ? await response.json() : [];
    if (!Array.isArray(body)) return [];
    return body.flatMap((row) => {
      const read = categorySchema.safeParse(row);
      return read.success ? [read.data] : [];
    });
  } catch {
    return [];
  }
}
