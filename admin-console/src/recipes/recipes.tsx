import { type Recipe, recipeInputSchema } from '@ata/core/recipe';
import { ArrayInput, NumberInput, SimpleFormIterator, TextField, TextInput } from 'react-admin';
import { recordScreens } from '../records/record-screens.tsx';
import { IngredientSize } from './IngredientSize.tsx';
import { ProductPicker } from './ProductPicker.tsx';

const ingredientsText = (recipe: Recipe) =>
  `${recipe.servings} servings · ${recipe.ingredients.length} ingredient${recipe.ingredients.length === 1 ? '' : 's'}`;
/** An empty box is "" (the schema's default), not react-admin's null. */
const asTyped = (value: string | null) => value ?? '';

/** Recipes as shopping lists: the recipe cart embed (`recipe="<slug>"`) and the shop's recipe posts show them. */
export const recipeScreens = recordScreens<Recipe>({
  resource: 'recipes',
  noun: 'recipe',
  plural: 'Recipes',
  schema: recipeInputSchema,
  sort: { field: 'title', order: 'ASC' },
  intro: (
    <>
      A recipe's ingredients become a one-click shopping list: under a blog post that names the recipe, and on
      a partner's site with <code>{'<ata-recipe-cart recipe="slug">'}</code>. Pick each product by typing part
      of its name, then its size.
    </>
  ),
  defaults: {
    slug: '',
    title: '',
    servings: 4,
    ingredients: [{ productSlug: '', size: '', quantityPerServing: 1 }],
  },
  primary: (recipe) => recipe.title,
  secondary: ingredientsText,
  columns: [
    <TextField key="title" source="title" label="Recipe" />,
    <TextField key="slug" source="slug" label="Slug" />,
    <TextField key="servings" source="servings" label="Servings" />,
  ],
  inputs: [
    <TextInput key="title" source="title" label="Title" fullWidth />,
    <TextInput
      key="slug"
      source="slug"
      label="Slug"
      helperText="Lower-case letters, digits and -"
      fullWidth
    />,
    <NumberInput key="servings" source="servings" label="Servings" min={1} max={100} />,
    <ArrayInput key="ingredients" source="ingredients" label="Ingredients">
      <SimpleFormIterator fullWidth>
        <ProductPicker source="productSlug" label="Product" sizeSource="size" />
        <IngredientSize source="size" productSource="productSlug" />
        <NumberInput source="quantityPerServing" label="Packs per serving" min={0.01} step={0.25} />
        <TextInput source="note" label="Note (optional)" parse={asTyped} fullWidth />
        <ProductPicker
          source="alternativeSlug"
          label="Alternative product (optional)"
          helperText="Offered instead when the product is sold out"
          optional
        />
      </SimpleFormIterator>
    </ArrayInput>,
  ],
});
