import { type Recipe, recipeInputSchema } from '@ata/core/recipe';
import { ArrayInput, NumberInput, SimpleFormIterator, TextField, TextInput } from 'react-admin';
import { recordScreens } from '../records/record-screens.tsx';

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
      a partner's site with <code>{'<ata-recipe-cart recipe="slug">'}</code>. Name each product by its slug
      and the size as its label without spaces (<code>250g</code>; empty for its first size).
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
        <TextInput source="productSlug" label="Product (slug)" fullWidth />
        <TextInput source="size" label="Size (e.g. 250g; empty: first size)" parse={asTyped} />
        <NumberInput source="quantityPerServing" label="Packs per serving" min={0.01} step={0.25} />
        <TextInput source="note" label="Note (optional)" parse={asTyped} fullWidth />
        <TextInput source="alternativeSlug" label="Alternative product (slug, optional)" fullWidth />
      </SimpleFormIterator>
    </ArrayInput>,
  ],
});
