import type { BlogPostInput } from '@ata/core/blog';
import { slugify } from '@ata/core/format';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BlogPostEntity, type BlogPostRow, RecipeEntity } from '../db/entities/index.ts';
import { findList, type ListSpec } from '../db/list-find.ts';
import type { ListQuery } from '../db/list-query.ts';
import { checkUnique, findByIdOrThrow, insertRow, removeFound, updateRow } from '../db/rows.ts';
import { isUuid } from '../db/uuid.ts';
import { invalid, notFound } from '../errors.ts';

export const blogListSpec: ListSpec = {
  searchFields: ['title', 'excerpt', 'content'],
  filterFields: ['categoryId', 'published', 'slug'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
};
export const blogSortable = ['id', 'title', 'slug', 'categoryId', 'published', 'createdAt', 'updatedAt'];

/** Public lists show published posts only; the admin list (`all`) shows drafts too. */
export function listPosts(
  em: EntityManager,
  list: ListQuery,
  scope: { publishedOnly: boolean; categoryId?: string },
) {
  const base: Record<string, unknown> = {};
  if (scope.publishedOnly) base.published = true;
  if (scope.categoryId !== undefined) base.categoryId = scope.categoryId;
  return findList(em, BlogPostEntity, list, blogListSpec, base);
}

export const getPostById = (em: EntityManager, id: string): Promise<BlogPostRow> =>
  findByIdOrThrow(em, BlogPostEntity, id, 'Blog post not found');

/** By slug; drafts only for admins. A uuid also works for admins (react-admin's getOne uses /blog/:id). */
export async function getPostBySlug(em: EntityManager, slug: string, isAdmin: boolean): Promise<BlogPostRow> {
  const post =
    (await em.findOne(BlogPostEntity, { slug })) ??
    (isAdmin && isUuid(slug) ? await em.findOne(BlogPostEntity, { id: slug }) : null);
  if (!post || (!post.published && !isAdmin)) throw notFound('Blog post not found');
  return post;
}

function withSlug(
  input: BlogPostInput,
): Omit<BlogPostInput, 'slug'> & { slug: string; recipeId: string | null } {
  const slug = slugify(input.slug?.trim() || input.title);
  if (slug.length < 2) throw invalid('Validation failed', { slug: 'Slug is required' });
  return { ...input, slug, recipeId: input.recipeId ?? null };
}

/** A post's recipe must be one the owner defined (else the field says so, rather than a foreign-key error). */
async function checkRecipe(em: EntityManager, recipeId: string | null): Promise<void> {
  if (recipeId !== null && (await em.count(RecipeEntity, { id: recipeId })) === 0)
    throw invalid('Validation failed', { recipeId: 'Recipe not found' });
}

const checkSlug = (em: EntityManager, slug: string, ownId?: string) =>
  checkUnique(em, BlogPostEntity, { field: 'slug', value: slug, noun: 'blog post' }, ownId);

export async function createPost(
  em: EntityManager,
  input: BlogPostInput,
  authorId: string | null,
): Promise<BlogPostRow> {
  const data = withSlug(input);
  await checkSlug(em, data.slug);
  await checkRecipe(em, data.recipeId);
  return insertRow(em, BlogPostEntity, { ...data, authorId });
}

export async function updatePost(
  em: EntityManager,
  post: BlogPostRow,
  input: BlogPostInput,
): Promise<BlogPostRow> {
  const data = withSlug(input);
  await checkSlug(em, data.slug, post.id);
  await checkRecipe(em, data.recipeId);
  return updateRow(em, post, data);
}

export const deletePost = (em: EntityManager, id: string) => removeFound(em, getPostById, id);
