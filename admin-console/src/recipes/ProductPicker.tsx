import type { Product } from '@ata/core/product';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { AutocompleteInput, useGetList, useSourceContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useProductBySlug } from './use-product-by-slug.ts';

/** Products offered per search: the owner types part of a name to narrow them. */
const SUGGESTIONS = 20;

/**
 * A product of a recipe line, picked by typing part of its name; the recipe keeps its slug (what the embeds and
 * cart links name). Not a ReferenceInput: that looks the current value up by id, and a recipe stores slugs.
 */
export function ProductPicker({
  source,
  label,
  helperText,
  optional = false,
  sizeSource,
}: {
  source: string;
  label: string;
  helperText?: string;
  /** An empty picker stores null (the schema's "none"), not "". */
  optional?: boolean;
  /** The line's size field, emptied when the product changes (another product's sizes differ). */
  sizeSource?: string;
}) {
  const [search, setSearch] = useState('');
  const sources = useSourceContext();
  const form = useFormContext();
  const current = useProductBySlug(useWatch({ name: sources.getSource(source) }));
  const found = useGetList<Product>(
    'products',
    {
      filter: search.trim() ? { q: search.trim() } : {},
      pagination: { page: 1, perPage: SUGGESTIONS },
      sort: { field: 'name', order: 'ASC' },
    },
    // The last suggestions stay while the next search loads, instead of "No options" at each letter.
    { placeholderData: keepPreviousData },
  );
  const results = found.data ?? [];
  // The chosen product stays a choice whatever the search shows, so its name is displayed.
  const choices = current && !results.some((p) => p.id === current.id) ? [current, ...results] : results;
  return (
    <AutocompleteInput
      source={source}
      label={label}
      helperText={helperText}
      choices={choices}
      optionValue="slug"
      optionText="name"
      setFilter={setSearch}
      isPending={found.isPending}
      translateChoice={false}
      parse={optional ? (value: string) => value || null : undefined}
      onChange={() => {
        if (sizeSource) form.setValue(sources.getSource(sizeSource), '', { shouldDirty: true });
      }}
      // The suggestions stay inside the page's main landmark (axe: all content in landmarks), not in a portal.
      disablePortal
      fullWidth
    />
  );
}
