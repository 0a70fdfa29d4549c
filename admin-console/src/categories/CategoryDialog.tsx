import { messages } from '@ata/core/site';
import { Dialog, DialogTitle, type Theme, useMediaQuery } from '@mui/material';
import type { Identifier } from 'react-admin';
import { CreateBase, EditBase } from 'react-admin';
import { useMutationToasts } from '../shared/use-mutation-toasts.ts';
import { CategoryForm, toCategoryInput } from './CategoryForm.tsx';

export type CategoryDialogState = { mode: 'create' } | { mode: 'edit'; id: Identifier } | null;

/** Add Category / Edit Category in a dialog over the list, so the owner keeps their place. */
export function CategoryDialog({ state, onClose }: { state: CategoryDialogState; onClose: () => void }) {
  const { succeeded, failed } = useMutationToasts();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const title = state?.mode === 'edit' ? 'Edit Category' : 'Add Category';

  return (
    <Dialog
      open={state !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="category-dialog-title"
    >
      <DialogTitle id="category-dialog-title">{title}</DialogTitle>
      {state?.mode === 'create' && (
        <CreateBase
          resource="categories"
          redirect={false}
          transform={toCategoryInput}
          mutationOptions={{
            onSuccess: succeeded(messages.saved, 'Category created', onClose),
            onError: failed(messages.categoryCreateFailed),
          }}
        >
          <CategoryForm onCancel={onClose} defaultValues={{ name: '', slug: '', imageUrl: '' }} />
        </CreateBase>
      )}
      {state?.mode === 'edit' && (
        <EditBase
          resource="categories"
          id={state.id}
          redirect={false}
          mutationMode="pessimistic"
          transform={toCategoryInput}
          mutationOptions={{
            onSuccess: succeeded(messages.saved, 'Category updated', onClose),
            onError: failed(messages.categoryUpdateFailed),
          }}
        >
          <CategoryForm onCancel={onClose} />
        </EditBase>
      )}
    </Dialog>
  );
}
