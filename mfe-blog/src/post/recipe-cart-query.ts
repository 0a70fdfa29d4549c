import type { ApiClient } from '@ata/core/http';
import { type RecipeCart, recipeCartPath, recipeCartSchema } from '@ata/core/recipe';
import { read } from '../data/queries.ts';

/**
 * The server render's read of the recipe cart under a post (`GET /api/recipes/:recipe/cart`, rendered by the
 * API so the blog's own code stays small). The browser reads the same key with RecipeCart's own fetch.
 */
export const recipeCartQuery = (recipe: string, servings: number | undefined, client: ApiClient) => {
  const path = recipeCartPath(recipe, servings);
  return {
    queryKey: [path],
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<RecipeCart> =>
      read(path, signal, recipeCartSchema.parse, client),
  };
};
