import { messages } from '@ata/core/site';
import {
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  Toolbar,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { useMutationToasts } from '../shared/use-mutation-toasts.ts';
import { adminTitle, usePageTitle } from '../shared/use-page-title.ts';
import { ProductForm, toProductInput } from './ProductForm.tsx';
import { ProductNotFound } from './ProductNotFound.tsx';

function ProductTitle() {
  const record = useRecordContext();
  const title = record ? `Edit: ${record.name}` : 'Edit Product';
  usePageTitle(adminTitle(title));
  return <span>{title}</span>;
}

function ProductEditToolbar() {
  const { succeeded, failed } = useMutationToasts();
  const redirect = useRedirect();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        mutationOptions={{
          onSuccess: succeeded(messages.productDeleted, undefined, () => redirect('list', 'products')),
          onError: failed(messages.productDeleteFailed),
        }}
      />
    </Toolbar>
  );
}

/** /admin/products/:id — 'Product Not Found' with 'Back to Products' when the product does not load. */
export function ProductEdit() {
  const { succeeded, failed } = useMutationToasts();
  const redirect = useRedirect();
  return (
    <Edit
      title={<ProductTitle />}
      mutationMode="pessimistic"
      transform={toProductInput}
      error={<ProductNotFound />}
      queryOptions={{ onError: () => undefined }}
      mutationOptions={{
        onSuccess: succeeded(messages.saved, 'Product updated', () => redirect('list', 'products')),
        onError: failed(messages.productUpdateFailed),
      }}
    >
      <ProductForm toolbar={<ProductEditToolbar />} />
    </Edit>
  );
}
