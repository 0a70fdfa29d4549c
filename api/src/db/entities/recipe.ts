import type { RecipeInput } from '@ata/core/recipe';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, updatedAt, uuidPrimaryKey } from './timestamps.ts';

/**
 * A recipe's shopping list the owner defines (api/src/recipes/): read by `<ata-recipe-cart recipe="…">` and
 * by the shop's own recipe posts. Ingredients name products by slug, so a renamed or deleted product shows
 * as unknown rather than breaking the list.
 */
export const RecipeEntity = defineEntity({
  name: 'Recipe',
  tableName: 'recipe',
  properties: {
    id: uuidPrimaryKey(),
    slug: p.string().length(200).unique(),
    title: p.string().length(200),
    servings: p.integer(),
    /** Validated by recipeInputSchema (core/src/recipe/schema.ts) on every write. */
    ingredients: p.json<RecipeInput['ingredients']>().columnType('jsonb'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type RecipeRow = InferEntity<typeof RecipeEntity>;
