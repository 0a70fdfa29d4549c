import { type ApiClient, api } from '@ata/core/http';
import { type RecipeCart, recipeCartPath, recipeCartSchema } from '@ata/core/recipe';
import { read } from '../data/queries.ts';

/**
 * The recipe cart under a post, rendered by the API (`GET /api/recipes/:recipe/cart`): the blog places its
 * HTML, so the post page's own code stays small. Only the server's prefetch and the lazy RecipeCart import it.
 */
export const recipeCartQuery = (recipe: string, servings?: number, client: ApiClient = api) => {
  const path = recipeCartPath(recipe, servings);
  return {
    queryKey: [path],
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<RecipeCart> =>
      read(path, signal, recipeCartSchema.parse, client),
  };
};
