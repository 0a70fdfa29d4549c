import { DEFAULT_VARIANT_LABEL } from '@ata/core/product';
import { messages } from '@ata/core/site';
import { Create, useRedirect } from 'react-admin';
import { useMutationToasts } from '../shared/use-mutation-toasts.ts';
import { adminTitle, usePageTitle } from '../shared/use-page-title.ts';
import { ProductForm, toProductInput } from './ProductForm.tsx';

/** Empty strings, so an untouched field gets its own message ("… is required") rather than a type error. */
const newProductDefaults = {
  name: '',
  slug: '',
  description: '',
  imageUrl: '',
  isFeatured: false,
  // One size to start with; "Add" gives more (100 g, 250 g, 1 kg…).
  variants: [
    { label: DEFAULT_VARIANT_LABEL, price: '', stock: 0, weightGrams: null, compareAtPrice: null, sku: '' },
  ],
};

/** /admin/products/new */
export function ProductCreate() {
  usePageTitle(adminTitle('New Product'));
  const { succeeded, failed } = useMutationToasts();
  const redirect = useRedirect();
  return (
    <Create
      title="New Product"
      transform={toProductInput}
      mutationOptions={{
        onSuccess: succeeded(messages.saved, 'Product created', () => redirect('list', 'products')),
        onError: failed(messages.productCreateFailed),
      }}
    >
      <ProductForm defaultValues={newProductDefaults} />
    </Create>
  );
}
