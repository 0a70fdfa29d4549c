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
  TextField,
  TopToolbar,
} from 'react-admin';
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

/** /admin/categories: list, Add Category and Edit in dialogs, Delete with confirmation. */
export function CategoryList() {
  usePageTitle(adminTitle('Categories'));
  const [dialog, setDialog] = useState<CategoryDialogState>(null);
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));

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
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField
            label=""
            render={(record: Category) => (
              <Avatar
                variant="rounded"
                src={record.imageUrl ?? undefined}
                alt=""
                sx={{ width: 36, height: 36 }}
              >
                {record.name.charAt(0)}
              </Avatar>
            )}
          />
          <TextField source="name" label="Name" />
          {!isSmall && <TextField source="slug" label="Slug" />}
          {!isSmall && <DateField source="updatedAt" label="Updated" showTime={false} locales="en-NG" />}
          <FunctionField
            label=""
            render={(record: Category) => (
              <Button label="Edit" onClick={() => setDialog({ mode: 'edit', id: record.id })}>
                <EditIcon />
              </Button>
            )}
          />
          <RowDelete />
        </Datagrid>
      </List>
      <CategoryDialog state={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
