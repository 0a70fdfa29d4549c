import { productInputSchema } from '@ata/core/product';
import { Grid } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  type SimpleFormProps,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ImagePreview } from '../shared/ImagePreview.tsx';
import { ImageUpload } from '../shared/ImageUpload.tsx';
import { SlugFromName } from '../shared/SlugFromName.tsx';
import { zodValidate } from '../shared/zod-validate.ts';

/**
 * The form edits the sizes; the product's top-level price and stock (the default size's, for API clients
 * from before sizes) follow its first size.
 */
const withDefaultSize = (values: Record<string, unknown>): Record<string, unknown> => {
  const sizes = Array.isArray(values.variants) ? (values.variants as Record<string, unknown>[]) : [];
  const first = sizes[0];
  return first ? { ...values, price: first.price, stock: first.stock ?? 0 } : values;
};

/** react-admin wants a size's errors nested (`variants: [{ price: '…' }]`), not `variants.0.price`. */
function nestSizeErrors(errors: Record<string, string>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  const sizes: Record<string, string>[] = [];
  for (const [key, message] of Object.entries(errors)) {
    const size = /^variants\.(\d+)\.(\w+)$/.exec(key);
    if (!size) nested[key] = message;
    else {
      const index = Number(size[1]);
      for (let at = sizes.length; at <= index; at += 1) sizes.push({});
      (sizes[index] as Record<string, string>)[size[2] as string] = message;
    }
  }
  if (sizes.length > 0) nested.variants = sizes;
  return nested;
}

const validateInput = zodValidate(productInputSchema);
export const validateProduct = (values: Record<string, unknown>) =>
  nestSizeErrors(validateInput(withDefaultSize(values)));

/** What is sent to the API: the form values as the core schema parses them. */
export const toProductInput = (values: Record<string, unknown>) =>
  productInputSchema.parse(withDefaultSize(values));

/**
 * The sizes, edited inline: label, price, stock, and optionally SKU, compare-at price and weight. The first
 * is the default size (what the shop shows first and what a card adds). At least one.
 */
function SizesInput() {
  return (
    <ArrayInput source="variants" label="Sizes (the first is the default)">
      <SimpleFormIterator inline disableReordering={false} getItemLabel={(index) => `Size ${index + 1}`}>
        <TextInput source="label" label="Size" helperText="e.g. 250 g" sx={{ width: 120 }} />
        <NumberInput source="price" label="Price (₦)" min={0} sx={{ width: 130 }} />
        <NumberInput source="stock" label="Stock" min={0} step={1} sx={{ width: 100 }} />
        <NumberInput source="weightGrams" label="Weight (g)" min={1} step={1} sx={{ width: 120 }} />
        <NumberInput source="compareAtPrice" label="Was (₦)" min={0} sx={{ width: 120 }} />
        <TextInput source="sku" label="SKU" helperText="Empty: made from the slug" sx={{ width: 200 }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

function ProductImagePreview() {
  const url = useWatch({ name: 'imageUrl' }) as string | null | undefined;
  const name = useWatch({ name: 'name' }) as string | undefined;
  return <ImagePreview url={url} alt={name ?? 'Product image'} height={160} />;
}

/** The product form (rules from core's productInputSchema). */
export function ProductForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm validate={validateProduct} noValidate {...props}>
      <Grid container spacing={2} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <TextInput source="name" label="Name" fullWidth />
          <SlugFromName fullWidth />
          <TextInput source="description" label="Description" multiline minRows={4} fullWidth />
          <SizesInput />
          <ReferenceInput
            source="categoryId"
            reference="categories"
            perPage={100}
            sort={{ field: 'name', order: 'ASC' }}
          >
            <SelectInput optionText="name" label="Category" fullWidth emptyText="Select a category" />
          </ReferenceInput>
          <BooleanInput source="isFeatured" label="Featured product" />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ImageUpload label="Product photo" />
          <TextInput
            source="imageUrl"
            label="Image URL"
            fullWidth
            helperText="Filled by an upload, or paste an https:// link; leave empty for no image"
          />
          <ProductImagePreview />
        </Grid>
      </Grid>
    </SimpleForm>
  );
}
