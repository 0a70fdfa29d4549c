import type { Category } from '@ata/core/category';
import type { CategoryRow } from '../db/entities/index.ts';

export function categoryJson(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    imageUrl: row.imageUrl ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
