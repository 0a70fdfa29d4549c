import { productInputSchema } from '@ata/core/product';
import { Box, Grid } from '@mui/material';
import {
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  type SimpleFormProps,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ImagePreview } from '../shared/ImagePreview.tsx';
import { ImageUpload } from '../shared/ImageUpload.tsx';
import { SlugFromName } from '../shared/SlugFromName.tsx';
import { zodValidate } from '../shared/zod-validate.ts';

export const validateProduct = zodValidate(productInputSchema);

/** What is sent to the API: the form values as the core schema parses them. */
export const toProductInput = (values: Record<string, unknown>) => productInputSchema.parse(values);

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
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <NumberInput source="price" label="Price (₦)" min={0} sx={{ flex: '1 1 160px' }} />
            <NumberInput source="stock" label="Stock" min={0} step={1} sx={{ flex: '1 1 160px' }} />
          </Box>
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
