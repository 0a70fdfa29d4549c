import type { BlogPost } from '@ata/core/blog';
import type { BlogPostRow } from '../db/entities/index.ts';

export function blogPostJson(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    imageUrl: row.imageUrl ?? null,
    categoryId: row.categoryId ?? null,
    authorId: row.authorId ?? null,
    published: row.published,
    recipeId: row.recipeId ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
