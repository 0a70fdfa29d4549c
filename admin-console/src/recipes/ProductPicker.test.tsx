import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ArrayInput, Form, ResourceContextProvider, SimpleFormIterator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderAdmin } from '../../test/render-admin.tsx';
import { IngredientSize } from './IngredientSize.tsx';
import { ProductPicker } from './ProductPicker.tsx';

/** react-admin's AutocompleteInput resets its search through a 250 ms debounce that unmounting does not cancel. */
const AUTOCOMPLETE_DEBOUNCE_MS = 250;

afterEach(async () => {
  // Let the last debounced search reset land while the form is still mounted: fired after the file's DOM
  // environment is torn down, it throws "window is not defined" and fails the run although every test passed.
  await act(() => new Promise((resolve) => setTimeout(resolve, AUTOCOMPLETE_DEBOUNCE_MS + 50)));
  cleanup();
  vi.unstubAllGlobals();
});

const size = (label: string, price: number) => ({
  id: `3f2a9c1e-0000-4000-8000-00000000000${price % 10}`,
  label,
  sku: label,
  price,
  stock: 10,
});
const product = (name: string, slug: string, variants: ReturnType<typeof size>[]) => ({
  id: `3f2a9c1e-0000-4000-8000-${slug.length.toString().padStart(12, '0')}`,
  name,
  slug,
  description: '',
  price: variants[0]?.price ?? 0,
  stock: 10,
  imageUrl: null,
  categoryId: null,
  isFeatured: false,
  variants,
});
const crayfish = product('Ground Crayfish', 'ground-crayfish', [size('250 g', 4201), size('100 g', 1902)]);

/** What the form holds, as the recipe would be saved. */
function Saved() {
  return <output data-testid="saved">{JSON.stringify(useWatch({ name: 'ingredients' }))}</output>;
}

function renderForm() {
  return renderAdmin(
    <ResourceContextProvider value="recipes">
      <Form defaultValues={{ ingredients: [{ productSlug: '', size: '' }] }}>
        <ArrayInput source="ingredients">
          <SimpleFormIterator disableAdd disableRemove disableReordering>
            <ProductPicker source="productSlug" label="Product" sizeSource="size" />
            <IngredientSize source="size" productSource="productSlug" />
          </SimpleFormIterator>
        </ArrayInput>
        <Saved />
      </Form>
    </ResourceContextProvider>,
  );
}

describe('ProductPicker', () => {
  it('finds products by part of their name, keeps the slug, and offers that product’s sizes', async () => {
    const calls = mockFetch({
      'GET /api/products': { body: [crayfish], headers: { 'Content-Range': 'products 0-0/1' } },
    });
    renderForm();
    const picker = screen.getByRole('combobox', { name: 'Product' });
    fireEvent.change(picker, { target: { value: 'crayf' } });
    // The search asks the API for the typed text (after the input's debounce; the list first shown comes from
    // the empty search, and choosing from it before then would cancel the typed one).
    await waitFor(() =>
      expect(calls.some((call) => decodeURIComponent(call.url).includes('"q":"crayf"'))).toBe(true),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Ground Crayfish' }));
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('saved').textContent ?? '')).toEqual([
        { productSlug: 'ground-crayfish', size: '' },
      ]),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Size/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'First size (250 g)',
        '250 g',
        '100 g',
      ]),
    );
    fireEvent.click(screen.getByRole('option', { name: '100 g' }));
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('saved').textContent ?? '')).toEqual([
        { productSlug: 'ground-crayfish', size: '100g' },
      ]),
    );
  });
});
