/** `?servings=` as the recipe cart's form sends it without JavaScript: a whole number within a recipe's bounds, else none. */
export function servingsParam(value: string | null): number | undefined {
  const servings = Number(value);
  return value && Number.isInteger(servings) && servings >= 1 && servings <= 100 ? servings : undefined;
}
