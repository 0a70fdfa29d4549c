import { readIngredientMarkup, readPublicRecipe } from '@ata/core/recipe';
import { getJson } from '../shared/embed.ts';
import { EmbedLoadError, loadProduct, UNREACHABLE } from '../shared/load-product.ts';
import type { Ingredient } from './lines.ts';

/** The list the checklist shows: a recipe's title (when it has one) and ingredients. */
export interface LoadedRecipe {
  title: string | null;
  servings: number | null;
  ingredients: Ingredient[];
}

/**
 * The ingredients named by `<ata-ingredient product size per-serving note alternative>` children, each read
 * within the bounds of the admin's recipe form (core's readIngredientMarkup); one that does not read (a typo)
 * shows as unknown, never breaks the list.
 */
export function ingredientsFromChildren(host: Element) {
  return [...host.querySelectorAll(':scope > ata-ingredient')].map((child) => {
    const attribute = (name: string) => child.getAttribute(name)?.trim() ?? '';
    const productSlug = attribute('product').toLowerCase();
    const read = readIngredientMarkup({
      productSlug,
      size: attribute('size').toLowerCase(),
      quantityPerServing: Number(attribute('per-serving') || 1),
      note: attribute('note'),
      alternativeSlug: attribute('alternative').toLowerCase() || null,
    });
    return read ?? { productSlug: productSlug.slice(0, 200) };
  });
}

/** The children's ingredients with the products as the shop has them now (one request per product). */
export async function loadChildIngredients(
  shop: string,
  children: ReturnType<typeof ingredientsFromChildren>,
  signal?: AbortSignal,
): Promise<Ingredient[]> {
  const slugs = new Set(
    children.flatMap((child) =>
      'quantityPerServing' in child ? [child.productSlug, child.alternativeSlug ?? ''] : [],
    ),
  );
  slugs.delete('');
  const products = new Map(
    await Promise.all([...slugs].map(async (slug) => [slug, await loadProduct(shop, slug, signal)] as const)),
  );
  return children.map((child) =>
    'quantityPerServing' in child
      ? {
          productSlug: child.productSlug,
          size: child.size,
          quantityPerServing: child.quantityPerServing,
          note: child.note,
          product: products.get(child.productSlug) ?? null,
          alternative: (child.alternativeSlug && products.get(child.alternativeSlug)) || null,
        }
      : {
          productSlug: child.productSlug,
          size: '',
          quantityPerServing: 1,
          note: '',
          product: null,
          alternative: null,
        },
  );
}

/** A recipe the owner defined in the admin (`GET /api/recipes/:slug`). */
export async function loadRecipe(shop: string, slug: string, signal?: AbortSignal): Promise<LoadedRecipe> {
  const response = await getJson(`${shop}/api/recipes/${encodeURIComponent(slug)}`, signal);
  if (response.status === 404) throw new EmbedLoadError('This recipe is not in the shop.');
  if (!response.ok) throw new EmbedLoadError(UNREACHABLE);
  const recipe = readPublicRecipe(await response.json());
  if (!recipe) throw new EmbedLoadError(UNREACHABLE);
  return recipe;
}
