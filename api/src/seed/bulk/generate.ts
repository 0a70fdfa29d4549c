import { slugify } from '@ata/core/format';
import { nairaText } from '@ata/core/money';
import type { SeedCategorySlug } from '../data/types.ts';
import { seededRandom } from '../random.ts';
import { foodstuffs, makers } from './foodstuffs.ts';

/** Column arrays of generated products, one entry per product. */
export interface BulkColumns {
  id: string[];
  name: string[];
  slug: string[];
  description: string[];
  price: string[];
  imageUrl: string[];
  stock: number[];
  categorySlug: SeedCategorySlug[];
  isFeatured: boolean[];
  createdAt: string[];
}

const DAY = 86_400_000;
const entries = Object.entries(foodstuffs) as [SeedCategorySlug, (typeof foodstuffs)[SeedCategorySlug]][];

/**
 * `count` products spread over the six categories: a maker and a real foodstuff in one of its sizes, a price
 * near the foodstuff's (larger sizes cost more), stock with some sold out and some low, 1 in 60 featured,
 * created over the last year. Slugs end with `tag` and the row number, so several runs never collide.
 */
export function generateProducts(count: number, options: { seed?: number; tag: string; now?: number }) {
  const next = seededRandom(options.seed ?? 2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const now = options.now ?? Date.now();
  const columns: BulkColumns = {
    id: [],
    name: [],
    slug: [],
    description: [],
    price: [],
    imageUrl: [],
    stock: [],
    categorySlug: [],
    isFeatured: [],
    createdAt: [],
  };
  for (let row = 0; row < count; row += 1) {
    const [category, items] = pick(entries);
    const food = pick(items);
    const sizeIndex = Math.floor(next() * food.sizes.length);
    const size = food.sizes[sizeIndex] as string;
    const maker = pick(makers);
    const name = `${maker} ${food.name} ${size}`;
    const price = Math.max(
      100,
      Math.round((food.price * 1.7 ** sizeIndex * (0.85 + next() * 0.4)) / 50) * 50,
    );
    const roll = next();
    columns.id.push(crypto.randomUUID());
    columns.name.push(name);
    columns.slug.push(`${slugify(name)}-${options.tag}${row.toString(36)}`);
    columns.description.push(`${food.about} ${size}, packed by ${maker}.`);
    columns.price.push(nairaText(price));
    columns.imageUrl.push(`/api/images/category-${category}.svg`);
    columns.stock.push(
      roll < 0.12 ? 0 : roll < 0.22 ? 1 + Math.floor(next() * 5) : 6 + Math.floor(next() * 200),
    );
    columns.categorySlug.push(category);
    columns.isFeatured.push(next() < 1 / 60);
    columns.createdAt.push(new Date(now - Math.floor(next() * 365 * DAY)).toISOString());
  }
  return columns;
}
