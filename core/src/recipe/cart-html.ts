import { z } from 'zod/mini';
import { CART_LINK_PATH, sizeToken } from '../cart/cart-link.ts';
import { escapeHtml } from '../html/escape.ts';
import { formatNaira } from '../money/format.ts';
import { koboToNaira, nairaToKobo } from '../money/kobo.ts';
import type { Product } from '../product/schema.ts';
import { nameWithSize } from '../product/variants.ts';
import { checked } from '../validation/schema.ts';
import { type PublicRecipe, packsFor, RECIPE_SERVINGS_MAX } from './schema.ts';

/**
 * The shop's own recipe cart under a blog post, as server-rendered HTML: the ingredients with sizes,
 * quantities for the servings and prices, each a ticked checkbox of one plain GET form to the cart link
 * (`items=slug:size:qty`, repeated), so it works without JavaScript. The API renders it
 * (`GET /api/recipes/:recipe/cart`); the blog page only places it, so its client code stays tiny.
 */
export const recipeCartQuerySchema = z.object({
  servings: z.optional(
    z.pipe(
      z.pipe(checked(z.string(), z.regex(/^\d{1,3}$/, 'A whole number of servings')), z.transform(Number)),
      checked(z.int(), z.gte(1, 'At least 1 serving'), z.lte(RECIPE_SERVINGS_MAX, 'Too many servings')),
    ),
  ),
});

/** A product's size a recipe names (its token; empty: the default, first size), or none. */
function sizeOf(product: Product, token: string) {
  const sizes = product.variants ?? [];
  return token ? sizes.find((size) => sizeToken(size.label) === token) : sizes[0];
}

function line(product: Product, token: string, packs: number, note: string): string | null {
  const size = sizeOf(product, token);
  if (!size || size.stock <= 0) return null;
  const name = escapeHtml(nameWithSize(product.name, size.label));
  const value = escapeHtml(token ? `${product.slug}:${token}:${packs}` : `${product.slug}:${packs}`);
  const short =
    packs > size.stock ? ` <span class="blog-recipe-cart__short">(only ${size.stock} in stock)</span>` : '';
  return `<label class="blog-recipe-cart__line"><input type="checkbox" name="items" value="${value}" checked> <span>${name}${note ? ` <small>${escapeHtml(note)}</small>` : ''}</span> <span>${packs} × ${formatNaira(size.price)} = <strong>${formatNaira(koboToNaira(nairaToKobo(size.price) * packs))}</strong>${short}</span></label>`;
}

export function recipeCartHtml(recipe: PublicRecipe, servings: number): string {
  let total = 0;
  const items = recipe.ingredients.map((one) => {
    const packs = packsFor(one.quantityPerServing, servings);
    const own = one.product && line(one.product, one.size, packs, one.note);
    const priceOf = (product: Product, token: string) =>
      nairaToKobo(sizeOf(product, token)?.price ?? 0) * packs;
    if (own && one.product) {
      total += priceOf(one.product, one.size);
      return `<li>${own}</li>`;
    }
    const what = one.product
      ? `${escapeHtml(one.product.name)}: out of stock`
      : `${escapeHtml(one.productSlug)}: not sold in the shop`;
    const instead = one.alternative && line(one.alternative, '', packs, 'instead');
    if (instead && one.alternative) total += priceOf(one.alternative, '');
    return `<li class="blog-recipe-cart__unavailable"><span>${what}</span>${instead ?? ''}</li>`;
  });
  // The servings form has no action: it reloads the post with `?servings=` (the blog re-renders it in place with JavaScript).
  const servingsForm = `<form method="get" class="blog-recipe-cart__servings" data-servings><label for="recipe-servings">Servings</label><input id="recipe-servings" name="servings" type="number" min="1" max="${RECIPE_SERVINGS_MAX}" value="${servings}"><button type="submit">Update</button></form>`;
  return `<section class="blog-recipe-cart" id="recipe-cart" aria-labelledby="recipe-cart-title"><h2 id="recipe-cart-title">Buy the ingredients: ${escapeHtml(recipe.title)}</h2>${servingsForm}<form method="get" action="${CART_LINK_PATH}" class="blog-recipe-cart__form"><ul class="blog-recipe-cart__list">${items.join('')}</ul><p class="blog-recipe-cart__total">Total for every item: <strong>${formatNaira(koboToNaira(total))}</strong></p><button type="submit" class="blog-recipe-cart__add">Add ticked items to cart</button></form></section>`;
}
