import { homeCategorySlugs } from '@ata/core/site';
import * as z from 'zod/mini';
import type { SeedCategorySlug } from '../data/types.ts';
import table from './foodstuffs.json' with { type: 'json' };

/** A real Nigerian foodstuff: its name, a typical price in naira for its first size, and the sizes sold. */
export interface Foodstuff {
  name: string;
  price: number;
  sizes: readonly string[];
  about: string;
}

// foodstuffs.json holds the table, one row a foodstuff: [name, price, sizes, about], where sizes is a
// list or the name of a common one in `sizes`.
const sizeList = z.array(z.string().check(z.minLength(1))).check(z.minLength(1));
const row = z.tuple([
  z.string().check(z.minLength(1)),
  z.int().check(z.positive()),
  z.union([z.string(), sizeList]),
  z.string().check(z.minLength(1)),
]);
const tableSchema = z.object({
  sizes: z.record(z.string(), sizeList),
  foodstuffs: z.record(z.enum(homeCategorySlugs), z.array(row).check(z.minLength(1))),
  makers: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});

const parsed = tableSchema.parse(table);

function sizesOf(sizes: string | string[]): string[] {
  if (typeof sizes !== 'string') return sizes;
  const common = parsed.sizes[sizes];
  if (!common) throw new Error(`foodstuffs.json: no size list named "${sizes}"`);
  return common;
}

// In the file's order (the parsed record follows the category enum's): a seed always makes the same catalogue.
const categories = Object.keys(table.foodstuffs) as SeedCategorySlug[];

/** What bulk data is made of, by seed category. */
export const foodstuffs = Object.fromEntries(
  categories.map((category) => [
    category,
    parsed.foodstuffs[category].map(
      ([name, price, sizes, about]): Foodstuff => ({ name, price, sizes: sizesOf(sizes), about }),
    ),
  ]),
) as Record<SeedCategorySlug, Foodstuff[]>;

/** Where a product comes from or who makes it: makes names differ the way a real market's do. */
export const makers: readonly string[] = parsed.makers;
