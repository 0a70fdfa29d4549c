import { type RecipeCart as Answer, recipeCartPath } from '@ata/core/recipe';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** The browser's read for other servings (the page came with the first, see recipe-cart-query.ts), kept small. */
async function readCart(path: string, signal?: AbortSignal): Promise<Answer> {
  const response = await fetch(path, { signal });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json();
}

/**
 * The recipe's shopping list under a post: the API's server-rendered section (a servings form, and one plain
 * GET form to the cart link), so it works without JavaScript. With JavaScript, the servings form reads the
 * list again for the new number instead of reloading the page.
 */
export function RecipeCart({ recipeId, servings }: { recipeId: string; servings?: number }) {
  const [count, setCount] = useState(servings);
  const path = recipeCartPath(recipeId, count);
  const { data } = useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => readCart(path, signal),
    placeholderData: keepPreviousData,
  });
  if (!data) return null;
  return (
    <div
      onSubmit={(event) => {
        const form = event.target as HTMLFormElement;
        if (!form.hasAttribute('data-servings')) return;
        event.preventDefault();
        const typed = Number(new FormData(form).get('servings'));
        if (Number.isInteger(typed) && typed >= 1 && typed <= 100) setCount(typed);
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the API's own HTML, every text escaped (core/src/recipe/cart-html.ts).
      dangerouslySetInnerHTML={{ __html: data.html }}
    />
  );
}
