import {
  publicRecipeSchema,
  recipeCartHtml,
  recipeCartQuerySchema,
  recipeCartSchema,
  recipeInputSchema,
  recipeSchema,
} from '@ata/core/recipe';
import { keySchema } from '@ata/core/validation';
import * as z from 'zod/mini';
import type { RecipeRow } from '../db/entities/index.ts';
import { sendFromCache } from '../http/cached-route.ts';
import { type Resource, resourceRoutes } from '../http/resource-routes.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import { listQuerySchema, NOT_MODIFIED, ok } from '../http/responses.ts';
import { defineRoute } from '../http/route.ts';
import {
  createRecipe,
  deleteRecipe,
  getRecipe,
  listRecipes,
  publicRecipe,
  recipeJson,
  recipeSortable,
  updateRecipe,
} from './service.ts';

const recipes: Resource<RecipeRow> = {
  tag: 'recipes',
  noun: 'recipe',
  schema: recipeSchema,
  toJson: recipeJson,
  sortable: recipeSortable,
};
const NOT_FOUND = 'Recipe not found';

/**
 * The owner's recipes (admin CRUD), and the public read the recipe cart embed and the shop's recipe posts
 * use: open to every origin like the catalogue (http/cors.ts), cached, and dropped when a recipe or a
 * product changes (stock movements mark it stale).
 */
export function recipeRoutes({ cache }: { cache: ResponseCache }) {
  const { listRoute, readRoute, writeRoutes } = resourceRoutes(cache, recipes);
  return [
    listRoute({ summary: 'All recipes', access: 'admin', query: listQuerySchema, find: listRecipes }),
    readRoute({
      summary: 'One recipe as the owner defined it',
      under: 'id',
      key: { name: 'id', description: "the recipe's id" },
      access: 'admin',
      find: getRecipe,
    }),
    defineRoute({
      method: 'get',
      // GET takes a slug (or id), PUT and DELETE an id: one parameter name, as for blog posts.
      path: '/api/recipes/:recipe',
      tag: recipes.tag,
      summary:
        "One recipe with each ingredient's product as the shop has it now (sizes, prices, stock; null when unknown) and its alternative",
      access: 'public',
      params: z.object({ recipe: keySchema.check(z.describe("the recipe's slug or id")) }),
      responses: { 200: ok(publicRecipeSchema), 304: NOT_MODIFIED, 404: NOT_FOUND },
      handler: (ctx, { params }) =>
        sendFromCache(ctx, cache, ['recipes', 'products', 'stock-badges'], async () => ({
          data: await publicRecipe(ctx.state.em, await getRecipe(ctx.state.em, params.recipe)),
        })),
    }),
    defineRoute({
      method: 'get',
      path: '/api/recipes/:recipe/cart',
      tag: recipes.tag,
      summary:
        "The shop's recipe cart under a blog post, server-rendered: a plain GET form to the cart link with a ticked checkbox per ingredient, quantities for `servings` (default: the recipe's)",
      access: 'public',
      params: z.object({ recipe: keySchema.check(z.describe("the recipe's slug or id")) }),
      query: recipeCartQuerySchema,
      responses: { 200: ok(recipeCartSchema), 304: NOT_MODIFIED, 400: 'Invalid servings', 404: NOT_FOUND },
      handler: (ctx, { params, query }) =>
        sendFromCache(ctx, cache, ['recipes', 'products', 'stock-badges'], async () => {
          const recipe = await publicRecipe(ctx.state.em, await getRecipe(ctx.state.em, params.recipe));
          const servings = query.servings ?? recipe.servings;
          return { data: { servings, html: recipeCartHtml(recipe, servings) } };
        }),
    }),
    ...writeRoutes({
      input: recipeInputSchema,
      key: { name: 'recipe', description: "the recipe's id" },
      invalidates: ['recipes'],
      find: getRecipe,
      create: (ctx, input) => createRecipe(ctx.state.em, input),
      update: updateRecipe,
      remove: deleteRecipe,
    }),
  ];
}
