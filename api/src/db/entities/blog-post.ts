import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { RecipeEntity } from './recipe.ts';
import { createdAt, updatedAt, uuidPrimaryKey } from './timestamps.ts';
import { UserEntity } from './user.ts';

export const BlogPostEntity = defineEntity({
  name: 'BlogPost',
  tableName: 'blog_post',
  properties: {
    id: uuidPrimaryKey(),
    slug: p.string().length(200).unique(),
    title: p.string().length(300),
    excerpt: p.text(),
    content: p.text(),
    imageUrl: p.text().nullable(),
    /** A blog topic slug, not a foreign key: topics are not categories. */
    categoryId: p.string().length(200).nullable().index(),
    authorId: () =>
      p.manyToOne(UserEntity).mapToPk().nullable().fieldName('author_id').deleteRule('set null'),
    published: p.boolean().default(false),
    /** The recipe whose shopping list the post shows under it (the recipe cart). */
    recipeId: () =>
      p.manyToOne(RecipeEntity).mapToPk().nullable().fieldName('recipe_id').deleteRule('set null').index(),
    createdAt: createdAt().index(),
    updatedAt: updatedAt(),
  },
});
export type BlogPostRow = InferEntity<typeof BlogPostEntity>;
