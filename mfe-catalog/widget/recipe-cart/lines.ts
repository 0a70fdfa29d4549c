import { type CartLinkItem, sizeToken } from '@ata/core/cart';
import { type Kobo, nairaToNearestKobo } from '@ata/core/money';
import { initialVariant, type ProductReading, stockStatus, variantsOf } from '@ata/core/product';
import { type PublicRecipeReading, packsFor } from '@ata/core/recipe';

export type Ingredient = PublicRecipeReading['ingredients'][number];

interface Size {
  label: string;
  price: number;
  stock: number;
}

/** The size an ingredient names (a size token), or the default one; null when the product has no such size. */
export function sizeOf(product: ProductReading, token: string): Size | null {
  const sizes = variantsOf(product);
  // An answer without sizes (an older API) sells the product itself, in its one size.
  if (sizes.length === 0) return token ? null : { label: '', price: product.price, stock: product.stock };
  if (!token) return sizes[0] ?? null;
  return sizes.find((size) => sizeToken(size.label) === token) ?? null;
}

/** One row of the checklist at a number of servings. */
export interface RecipeLine {
  name: string;
  note: string;
  /** 'ok': bought when ticked (ticked at first); 'sold-out' / 'unknown': never bought as named. */
  state: 'ok' | 'sold-out' | 'unknown';
  /** Bought when ticked: the named product, or its alternative when it cannot be bought; null: nothing. */
  item: CartLinkItem | null;
  /** The alternative's name, when the row offers it instead. */
  alternativeName: string | null;
  sizeLabel: string;
  quantity: number;
  lineKobo: Kobo;
  /** "Only 3 left", for a size about to run out. */
  stockLabel: string | null;
}

function buyable(product: ProductReading, size: Size, quantity: number) {
  return {
    item: { slug: product.slug, size: size.label, quantity },
    sizeLabel: size.label,
    lineKobo: nairaToNearestKobo(size.price) * quantity,
    stockLabel: stockStatus(size.stock).label,
  };
}

const nothing = { item: null, sizeLabel: '', lineKobo: 0, stockLabel: null, alternativeName: null };

/**
 * The checklist at `servings`: every ingredient in whole packs (packsFor). One that is sold out in its size or
 * unknown to the shop stays in the list as such, offering the owner's alternative (its first size in stock).
 */
export function recipeLines(ingredients: readonly Ingredient[], servings: number): RecipeLine[] {
  return ingredients.map((ingredient): RecipeLine => {
    const quantity = packsFor(ingredient.quantityPerServing, servings);
    const { product, alternative } = ingredient;
    const named = {
      name: product?.name ?? ingredient.productSlug,
      note: ingredient.note,
      quantity,
    };
    const size = product && sizeOf(product, ingredient.size);
    if (product && size && size.stock > 0)
      return { ...named, state: 'ok', alternativeName: null, ...buyable(product, size, quantity) };
    const state: RecipeLine['state'] = product && size ? 'sold-out' : 'unknown';
    const alternativeSize = alternative && initialVariant(variantsOf(alternative));
    if (alternative && alternativeSize && alternativeSize.stock > 0)
      return {
        ...named,
        state,
        alternativeName: alternative.name,
        ...buyable(alternative, alternativeSize, quantity),
      };
    return { ...named, state, ...nothing, sizeLabel: size?.label ?? '' };
  });
}

/** The rows ticked at first: every one that can be bought as the recipe names it. */
export const initiallyTicked = (lines: readonly RecipeLine[]): boolean[] =>
  lines.map((line) => line.state === 'ok');

/** The ticked rows that buy something: what the cart link carries and what the total counts. */
export const tickedItems = (lines: readonly RecipeLine[], ticked: readonly boolean[]) =>
  lines.filter((line, index) => ticked[index] && line.item);

export const totalKobo = (lines: readonly RecipeLine[]): Kobo =>
  lines.reduce((total, line) => total + line.lineKobo, 0);
