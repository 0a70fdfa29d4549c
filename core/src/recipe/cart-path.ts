/**
 * Where the blog reads a recipe's cart (`GET /api/recipes/:recipe/cart`). A module without imports: the
 * blog's browser chunk takes it without any schema.
 */
export const recipeCartPath = (recipe: string, servings?: number) =>
  `/api/recipes/${encodeURIComponent(recipe)}/cart${servings ? `?servings=${servings}` : ''}`;
