import type { Category } from '@ata/core/category';
import { messages } from '@ata/core/site';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Avatar, type Theme, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { RowActions } from '../shared/RowActions.tsx';
import { useMutationToasts } from '../shared/use-mutation-toasts.ts';
import { adminTitle, usePageTitle } from '../shared/use-page-title.ts';
import { CategoryDialog, type CategoryDialogState } from './CategoryDialog.tsx';

function RowDelete() {
  const { succeeded, failed } = useMutationToasts();
  return (
    <DeleteWithConfirmButton
      confirmContent="Products in this category will keep existing without a category."
      mutationOptions={{
        onSuccess: succeeded(messages.categoryDeleted),
        onError: failed(messages.categoryDeleteFailed),
      }}
    />
  );
}

function CategoryImage({ category }: { category: Category }) {
  return (
    <Avatar variant="rounded" src={category.imageUrl ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
      {category.name.charAt(0)}
    </Avatar>
  );
}

/** Edit (in the dialog) and Delete (with confirmation). */
function Actions({ category, onEdit }: { category: Category; onEdit: (state: CategoryDialogState) => void }) {
  return (
    <RowActions>
      <Button label="Edit" onClick={() => onEdit({ mode: 'edit', id: category.id })}>
        <EditIcon />
      </Button>
      <RowDelete />
    </RowActions>
  );
}

/** /admin/categories: list, Add Category and Edit in dialogs, Delete with confirmation. */
export function CategoryList() {
  usePageTitle(adminTitle('Categories'));
  const [dialog, setDialog] = useState<CategoryDialogState>(null);
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));

  return (
    <>
      <List
        title="Categories"
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search categories" />]}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={50}
        exporter={false}
        empty={false}
        actions={
          <TopToolbar>
            <Button label="Add Category" variant="contained" onClick={() => setDialog({ mode: 'create' })}>
              <AddIcon />
            </Button>
          </TopToolbar>
        }
      >
        {isSmall ? (
          <SimpleList<Category>
            primaryText={(record) => record.name}
            secondaryText={(record) => record.slug}
            leftIcon={(record) => <CategoryImage category={record} />}
            rowClick={false}
            rightIcon={(record) => <Actions category={record} onEdit={setDialog} />}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <FunctionField label="Image" render={(record: Category) => <CategoryImage category={record} />} />
            <TextField source="name" label="Name" />
            <TextField source="slug" label="Slug" />
            <DateField source="updatedAt" label="Updated" showTime={false} locales="en-NG" />
            <FunctionField
              label="Actions"
              render={(record: Category) => <Actions category={record} onEdit={setDialog} />}
            />
          </Datagrid>
        )}
      </List>
      <CategoryDialog state={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
