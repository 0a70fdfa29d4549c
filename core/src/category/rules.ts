import type { Category } from './schema.ts';

/** Finds a category by slug or by id (the shop's address accepts either). */
export const findCategory = (categories: readonly Category[], slugOrId: string): Category | undefined =>
  categories.find((c) => c.slug === slugOrId || c.id === slugOrId);
