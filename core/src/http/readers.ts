import type { Category } from '../category/schema.ts';
import type { Product } from '../product/schema.ts';

// Zod-free readers for the storefront's hot read paths (GET /api/products, /api/categories).
// zod adds ≈25 KB gzipped to a browser bundle, which the home page's JS budget cannot carry; these
// apply the same conversions as `productSchema` / `categorySchema` (price text → number, defaults)
// and throw on anything that is not a product. readers.test.ts keeps the two in agreement.

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null;

function text(raw: Raw, key: string): string {
  const value = raw[key];
  if (typeof value !== 'string') throw new TypeError(`Expected "${key}" to be text`);
  return value;
}

const optionalText = (raw: Raw, key: string): string | null | undefined => {
  const value = raw[key];
  return typeof value === 'string' ? value : value === null ? null : undefined;
};

const timestamp = (raw: Raw, key: string): string => {
  const value = raw[key];
  const date = new Date(typeof value === 'string' || value instanceof Date ? value : Number.NaN);
  if (Number.isNaN(date.getTime())) throw new TypeError(`Expected "${key}" to be a date`);
  return date.toISOString();
};

/** The price is stored as numeric text and may arrive as a string or a number; used as a number. */
function price(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(number)) throw new TypeError('Expected "price" to be a number');
  return number;
}

export function readProduct(raw: unknown): Product {
  if (!isRecord(raw)) throw new TypeError('Expected a product');
  const stock = raw.stock ?? 0;
  if (typeof stock !== 'number' || !Number.isInteger(stock))
    throw new TypeError('Expected "stock" to be an integer');
  return {
    id: text(raw, 'id'),
    name: text(raw, 'name'),
    slug: text(raw, 'slug'),
    description: text(raw, 'description'),
    price: price(raw.price),
    imageUrl: optionalText(raw, 'imageUrl'),
    stock,
    categoryId: optionalText(raw, 'categoryId'),
    isFeatured: raw.isFeatured === true,
    createdAt: timestamp(raw, 'createdAt'),
    updatedAt: timestamp(raw, 'updatedAt'),
  };
}

export function readCategory(raw: unknown): Category {
  if (!isRecord(raw)) throw new TypeError('Expected a category');
  return {
    id: text(raw, 'id'),
    name: text(raw, 'name'),
    slug: text(raw, 'slug'),
    imageUrl: optionalText(raw, 'imageUrl'),
    createdAt: timestamp(raw, 'createdAt'),
    updatedAt: timestamp(raw, 'updatedAt'),
  };
}

const list =
  <T>(read: (raw: unknown) => T) =>
  (raw: unknown): T[] => {
    if (!Array.isArray(raw)) throw new TypeError('Expected a list');
    return raw.map(read);
  };

export const readProducts = list(readProduct);
export const readCategories = list(readCategory);
