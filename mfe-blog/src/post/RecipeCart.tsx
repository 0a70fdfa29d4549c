import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { recipeCartQuery } from './recipe-cart-query.ts';

/**
 * The recipe's shopping list under a post. The list is the API's server-rendered form (plain GET to the cart
 * link, so it works without JavaScript); here only the servings control: without JavaScript it reloads the
 * page with `?servings=`, with it the list is read again for the new number.
 */
export function RecipeCart({ recipeId, servings }: { recipeId: string; servings?: number }) {
  const [count, setCount] = useState(servings);
  const { data } = useQuery({ ...recipeCartQuery(recipeId, count), placeholderData: keepPreviousData });
  if (!data) return null;
  return (
    <section className="blog-recipe-cart" id="recipe-cart" aria-labelledby="recipe-cart-title">
      <h2 id="recipe-cart-title">Buy the ingredients</h2>
      <form method="get" className="blog-recipe-cart__servings" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="recipe-servings">Servings</label>
        <input
          id="recipe-servings"
          name="servings"
          type="number"
          min={1}
          max={100}
          defaultValue={data.servings}
          onChange={(event) => {
            const typed = event.currentTarget.valueAsNumber;
            if (Number.isInteger(typed) && typed >= 1 && typed <= 100) setCount(typed);
          }}
        />
        <button type="submit">Update</button>
      </form>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API's own HTML, every text escaped (core/src/recipe/cart-html.ts). */}
      <div dangerouslySetInnerHTML={{ __html: data.html }} />
    </section>
  );
}
