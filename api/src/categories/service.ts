import type { CategoryInput } from '@ata/core/category';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BlogPostEntity, CategoryEntity, type CategoryRow } from '../db/entities/index.ts';
import { findList, type ListSpec } from '../db/list-find.ts';
import type { ListQuery } from '../db/list-query.ts';
import { findByIdOrSlugOrThrow, uniqueColumnWrites } from '../db/rows.ts';

export const categoryListSpec: ListSpec = {
  searchFields: ['name', 'slug'],
  filterFields: ['slug', 'name'],
  defaultSort: { field: 'name', order: 'ASC' },
};
export const categorySortable = ['id', 'name', 'slug', 'createdAt', 'updatedAt'];

export const listCategories = (em: EntityManager, list: ListQuery) =>
  findList(em, CategoryEntity, list, categoryListSpec);

export const getCategory = (em: EntityManager, idOrSlug: string): Promise<CategoryRow> =>
  findByIdOrSlugOrThrow(em, CategoryEntity, idOrSlug, 'Category not found');

export const { create: createCategory, update: updateCategory } = uniqueColumnWrites<
  CategoryRow,
  CategoryInput
>(CategoryEntity, { field: 'slug', noun: 'category' });

/**
 * Products keep existing with categoryId null (ON DELETE SET NULL). Blog posts that pointed at the
 * category (by slug or id: a post's categoryId holds a topic slug) lose the reference too.
 */
export async function deleteCategory(em: EntityManager, id: string): Promise<CategoryRow> {
  return em.transactional(async (tx) => {
    const category = await getCategory(tx, id);
    await tx.nativeUpdate(
      BlogPostEntity,
      { categoryId: { $in: [category.slug, category.id] } },
      { categoryId: null },
    );
    await tx.remove(category).flush();
    return category;
  });
}
