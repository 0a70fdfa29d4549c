// The bounds of a recipe's ingredient, shared by the admin's zod schema (schema.ts) and the embed's reader
// of a partner's markup (reader.ts). A leaf module: both import it, it imports neither.

/** A product slug as an ingredient names it. */
export const RECIPE_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,199}$/;
/** A size token (cart/cart-link.ts sizeToken); empty: the product's default size. */
export const SIZE_TOKEN_PATTERN = /^[a-z0-9]{0,40}$/;
export const PACKS_PER_SERVING_MAX = 100;
export const INGREDIENT_NOTE_MAX = 120;

/** Packs per serving are given to the hundredth (0.25), never finer. */
export const hasAtMostTwoDecimals = (value: number): boolean =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
