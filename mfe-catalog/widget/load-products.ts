import type { Category } from '@ata/core/category';
import type { Product } from '@ata/core/product';
import { productsUrl, type WidgetOptions } from './options.ts';

// No zod here on purpose: the widget must stay tiny, so the answer is checked by hand and rows that
// do not look like products are skipped rather than breaking the partner's page.

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Image paths from the API are relative to the shop ('/api/images/…'): make them absolute. */
function absoluteImage(value: unknown, api: string): string | null {
  const url = text(value);
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return `${api}${url}`;
  try {
    return new URL(url, `${api}/`).href;
  } catch {
    return null;
  }
}

export function toProduct(raw: unknown, api: string): Product | null {
  if (!raw || typeof raw !== 'object') return null;
  const row = raw as Record<string, unknown>;
  const price = Number(row.price);
  if (typeof row.id !== 'string' || typeof row.name !== 'string' || !Number.isFinite(price)) return null;
  const stock = Number(row.stock);
  return {
    id: row.id,
    name: row.name,
    slug: text(row.slug),
    description: text(row.description),
    price,
    imageUrl: absoluteImage(row.imageUrl, api),
    stock: Number.isFinite(stock) ? stock : 0,
    categoryId: typeof row.categoryId === 'string' ? row.categoryId : null,
    isFeatured: row.isFeatured === true,
    createdAt: text(row.createdAt),
    updatedAt: text(row.updatedAt),
  };
}

/** GET the catalogue with plain fetch: public data, no cookies, no preflight (cross-origin friendly). */
export async function loadProducts(
  options: Pick<WidgetOptions, 'api' | 'category' | 'featured'>,
  signal?: AbortSignal,
): Promise<Product[]> {
  const response = await fetch(productsUrl(options), {
    signal,
    credentials: 'omit',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error('Unexpected answer from the shop');
  const products = body.map((row) => toProduct(row, options.api)).filter((p): p is Product => p !== null);
  return options.featured ? products.filter((product) => product.isFeatured) : products;
}

function toCategory(raw: unknown): Category | null {
  if (!raw || typeof raw !== 'object') return null;
  const row = raw as Record<string, unknown>;
  if (typeof row.id !== 'string' || typeof row.name !== 'string') return null;
  return {
    id: row.id,
    name: row.name,
    slug: text(row.slug),
    imageUrl: null,
    createdAt: text(row.createdAt),
    updatedAt: text(row.updatedAt),
  };
}

/** The categories, for the card's category line and the featured order; none when they cannot be read. */
export async function loadCategories(api: string, signal?: AbortSignal): Promise<Category[]> {
  try {
    const response = await fetch(`${api}/api/categories`, {
      signal,
      credentials: 'omit',
      headers: { Accept: 'application/json' },
    });
    const body: unknown = response.ok ? await response.json() : [];
    return Array.isArray(body) ? body.map(toCategory).filter((c): c is Category => c !== null) : [];
  } catch {
    return [];
  }
}
