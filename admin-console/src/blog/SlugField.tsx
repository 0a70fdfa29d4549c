import { slugify } from '@ata/core/format';
import { Box, Button } from '@mui/material';
import { useEffect } from 'react';
import { TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

/**
 * While auto mode is on the slug follows the title; 'Edit Manually' unlocks it, and
 * 'Auto-generate' switches back and regenerates it from the current title.
 */
export function SlugField({ auto, onAutoChange }: { auto: boolean; onAutoChange: (auto: boolean) => void }) {
  const { setValue, formState } = useFormContext();
  const shouldValidate = formState.isSubmitted;
  const title = (useWatch({ name: 'title' }) as string | undefined) ?? '';

  useEffect(() => {
    if (auto) setValue('slug', slugify(title), { shouldDirty: true, shouldValidate });
  }, [auto, title, setValue, shouldValidate]);

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextInput
        source="slug"
        label="Slug"
        helperText="The URL-friendly version of the title"
        fullWidth
        readOnly={auto}
      />
      <Button
        variant="outlined"
        size="small"
        onClick={() => onAutoChange(!auto)}
        sx={{ mt: 1.25, whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {auto ? 'Edit Manually' : 'Auto-generate'}
      </Button>
    </Box>
  );
}
