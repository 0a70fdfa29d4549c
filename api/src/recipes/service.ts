import type { Product } from '@ata/core/product';
import type { PublicRecipe, Recipe, RecipeInput } from '@ata/core/recipe';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ProductEntity, RecipeEntity, type RecipeRow } from '../db/entities/index.ts';
import { findList, type ListSpec } from '../db/list-find.ts';
import type { ListQuery } from '../db/list-query.ts';
import { findByIdOrSlugOrThrow, removeFound, uniqueColumnWrites } from '../db/rows.ts';
import { productJson } from '../products/serialize.ts';
import { withVariants } from '../products/variants.ts';

export const recipeSortable = ['id', 'title', 'slug', 'servings', 'createdAt', 'updatedAt'];
const listSpec: ListSpec = {
  searchFields: ['title', 'slug'],
  filterFields: ['slug'],
  defaultSort: { field: 'title', order: 'ASC' },
};

export const listRecipes = (em: EntityManager, list: ListQuery) => findList(em, RecipeEntity, list, listSpec);

/** By id (the admin, the blog post's link) or by slug (embeds: `<ata-recipe-cart recipe="jollof-rice">`). */
export const getRecipe = (em: EntityManager, idOrSlug: string): Promise<RecipeRow> =>
  findByIdOrSlugOrThrow(em, RecipeEntity, idOrSlug, 'Recipe not found');

export function recipeJson(row: RecipeRow): Recipe {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    servings: row.servings,
    ingredients: row.ingredients,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The recipe as embeds and the blog read it: each ingredient with its product (and sizes) as they are now. */
export async function publicRecipe(em: EntityManager, row: RecipeRow): Promise<PublicRecipe> {
  const slugs = row.ingredients.flatMap((one) => [
    one.productSlug,
    ...(one.alternativeSlug ? [one.alternativeSlug] : []),
  ]);
  const products = await withVariants(
    em,
    await em.find(ProductEntity, { slug: { $in: [...new Set(slugs)] } }),
  );
  const bySlug = new Map<string, Product>(products.map((product) => [product.slug, productJson(product)]));
  const of = (slug: string | null | undefined) => (slug ? (bySlug.get(slug) ?? null) : null);
  return {
    slug: row.slug,
    title: row.title,
    servings: row.servings,
    ingredients: row.ingredients.map((one) => ({
      productSlug: one.productSlug,
      size: one.size,
      quantityPerServing: one.quantityPerServing,
      note: one.note,
      product: of(one.productSlug),
      alternative: of(one.alternativeSlug),
    })),
  };
}

/** Unknown products are allowed (the list shows them as such), so a recipe survives a product's removal. */
export const { create: createRecipe, update: updateRecipe } = uniqueColumnWrites<RecipeRow, RecipeInput>(
  RecipeEntity,
  { field: 'slug', noun: 'recipe' },
);

export const deleteRecipe = (em: EntityManager, id: string) => removeFound(em, getRecipe, id);
