import embedCss from '../shared/embed.css?inline';
import { embedElement } from '../shared/embed-element.tsx';
import { RecipeCart } from './RecipeCart.tsx';
import recipeCartCss from './recipe-cart.css?inline';

/** `<ata-recipe-cart>`, reading the shop at `defaultShop` unless its `shop` attribute says otherwise. */
export const recipeCartElement = (defaultShop: string) =>
  embedElement({
    defaultShop,
    css: embedCss + recipeCartCss,
    attributes: ['recipe', 'servings', 'rows', 'heading'],
    view: (context) => <RecipeCart {...context} />,
  });
