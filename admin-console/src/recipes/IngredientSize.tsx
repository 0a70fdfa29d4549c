import { sizeToken } from '@ata/core/cart';
import { SelectInput, useSourceContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useProductBySlug } from './use-product-by-slug.ts';

/** The size of a recipe line, among its product's sizes; stored as the cart link's size token ("250g"). */
export function IngredientSize({ source, productSource }: { source: string; productSource: string }) {
  const sources = useSourceContext();
  const product = useProductBySlug(useWatch({ name: sources.getSource(productSource) }));
  const sizes = product?.variants ?? [];
  const choices = sizes.map((variant) => ({
    id: sizeToken(variant.label),
    name: variant.label,
  }));
  return (
    <SelectInput
      source={source}
      label="Size"
      choices={choices}
      translateChoice={false}
      // '' is the product's first size (the default a cart link picks), whichever that is later.
      emptyText={sizes[0] ? `First size (${sizes[0].label})` : 'First size'}
      helperText={product ? undefined : 'Pick the product first'}
      fullWidth
    />
  );
}
