import { slugify } from '@ata/core/format';
import { useEffect, useRef } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

/**
 * The slug input of the product and category forms: it fills itself from the name while it is empty or
 * still equal to what it was filled with, so a slug the owner typed is never overwritten.
 */
export function SlugFromName({
  from = 'name',
  ...props
}: Omit<TextInputProps, 'source'> & { from?: string }) {
  const { setValue, getValues, formState } = useFormContext();
  // After a first submit, errors are live: re-check the slug as it follows the name.
  const shouldValidate = formState.isSubmitted;
  const name = useWatch({ name: from }) as string | undefined;
  const lastAuto = useRef<string | null>(null);

  useEffect(() => {
    if (name === undefined) return;
    const slug = (getValues('slug') as string | undefined) ?? '';
    if (slug === '' || slug === lastAuto.current) {
      const next = slugify(name);
      if (next !== slug) setValue('slug', next, { shouldDirty: true, shouldValidate });
      lastAuto.current = next;
    }
  }, [name, getValues, setValue, shouldValidate]);

  return (
    <TextInput source="slug" label="Slug" helperText="The URL-friendly version of the name" {...props} />
  );
}
