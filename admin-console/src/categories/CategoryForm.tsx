import { categoryInputSchema } from '@ata/core/category';
import CloseIcon from '@mui/icons-material/Close';
import { Box } from '@mui/material';
import { Button, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ImagePreview } from '../shared/ImagePreview.tsx';
import { ImageUpload } from '../shared/ImageUpload.tsx';
import { SlugFromName } from '../shared/SlugFromName.tsx';
import { zodValidate } from '../shared/zod-validate.ts';

export const validateCategory = zodValidate(categoryInputSchema);
export const toCategoryInput = (values: Record<string, unknown>) => categoryInputSchema.parse(values);

function CategoryImagePreview() {
  const url = useWatch({ name: 'imageUrl' }) as string | null | undefined;
  return <ImagePreview url={url} alt="Category image" height={120} />;
}

/** The category form (rules from core's category schema), shown inside the add/edit dialog. */
export function CategoryForm({
  onCancel,
  defaultValues,
}: {
  onCancel: () => void;
  defaultValues?: Record<string, unknown>;
}) {
  return (
    <SimpleForm
      validate={validateCategory}
      defaultValues={defaultValues}
      noValidate
      toolbar={
        <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
          <Button label="Cancel" onClick={onCancel}>
            <CloseIcon />
          </Button>
          <SaveButton />
        </Toolbar>
      }
    >
      <TextInput source="name" label="Name" fullWidth autoFocus />
      <SlugFromName fullWidth />
      <ImageUpload label="Category image" />
      <TextInput
        source="imageUrl"
        label="Image URL"
        fullWidth
        helperText="Filled by an upload, or paste an https:// link; leave empty for no image"
      />
      <Box sx={{ width: '100%' }}>
        <CategoryImagePreview />
      </Box>
    </SimpleForm>
  );
}
