import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, IconButton, Tooltip } from '@mui/material';
import { TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ImagePreview } from '../shared/ImagePreview.tsx';
import { ImageUpload } from '../shared/ImageUpload.tsx';

/** The blog editor's featured image: an upload or a URL, with a live preview and a remove button. */
export function FeaturedImageField() {
  const { setValue } = useFormContext();
  const url = useWatch({ name: 'imageUrl' }) as string | null | undefined;
  const title = useWatch({ name: 'title' }) as string | undefined;
  return (
    <Box>
      <ImageUpload label="Featured image" />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextInput source="imageUrl" label="Featured Image URL" fullWidth helperText="https://… (optional)" />
        {url ? (
          <Tooltip title="Remove image">
            <IconButton
              aria-label="Remove image"
              onClick={() => setValue('imageUrl', '', { shouldDirty: true })}
              sx={{ mt: 1 }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
      <ImagePreview url={url} alt={title || 'Featured image'} height={200} />
    </Box>
  );
}
