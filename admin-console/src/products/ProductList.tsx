import { formatNaira } from '@ata/core/format';
import { LOW_STOCK_LIMIT, type Product } from '@ata/core/product';
import { messages } from '@ata/core/site';
import { Box, Chip, Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import {
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  DeleteWithConfirmButton,
  EditButton,
  ExportButton,
  FunctionField,
  List,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { RowActions } from '../shared/RowActions.tsx';
import { useMutationToasts } from '../shared/use-mutation-toasts.ts';
import { adminTitle, usePageTitle } from '../shared/use-page-title.ts';
import { ProductMarks } from './ProductMarks.tsx';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search products" />,
  <ReferenceInput key="categoryId" source="categoryId" reference="categories" perPage={100} alwaysOn>
    <SelectInput optionText="name" label="Category" emptyText="All categories" />
  </ReferenceInput>,
  <NullableBooleanInput key="isFeatured" source="isFeatured" label="Featured" />,
];

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton label="Add Product" />
      <ExportButton />
    </TopToolbar>
  );
}

function RowDelete() {
  const { succeeded, failed } = useMutationToasts();
  return (
    <DeleteWithConfirmButton
      mutationOptions={{
        onSuccess: succeeded(messages.productDeleted),
        onError: failed(messages.productDeleteFailed),
      }}
    />
  );
}

function Actions() {
  return (
    <RowActions>
      <EditButton />
      <RowDelete />
    </RowActions>
  );
}

function BulkDelete() {
  const { succeeded, failed } = useMutationToasts();
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: succeeded(messages.productDeleted),
        onError: failed(messages.productDeleteFailed),
      }}
    />
  );
}

function Thumbnail() {
  const record = useRecordContext<Product>();
  if (!record?.imageUrl)
    return <Box sx={{ width: 40, height: 40, bgcolor: 'action.hover', borderRadius: 1 }} />;
  return (
    <Box
      component="img"
      src={record.imageUrl}
      alt=""
      loading="lazy"
      sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}

/** /admin/products: search, category filter, marks, sort, pagination, CSV export, bulk delete. */
export function ProductList() {
  usePageTitle(adminTitle('Products'));
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Products"
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={false}
    >
      {isSmall ? (
        <SimpleList<Product>
          primaryText={(record) => record.name}
          secondaryText={(record) => (
            <Stack
              direction="row"
              spacing={1}
              alignItems="center"
              component="span"
              useFlexGap
              flexWrap="wrap"
            >
              <span>{formatNaira(record.price)}</span>
              <span>· stock {record.stock}</span>
              <ProductMarks product={record} />
            </Stack>
          )}
          leftIcon={() => <Thumbnail />}
          // Rows are not links: Edit and Delete are buttons of their own (a button inside a link is unusable).
          rowClick={false}
          rightIcon={() => <Actions />}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={<BulkDelete />}>
          <FunctionField label="Photo" render={() => <Thumbnail />} sortable={false} />
          <FunctionField
            source="name"
            label="Name"
            render={(record: Product) => (
              <Stack direction="row" spacing={1} alignItems="center">
                <Typography variant="body2" fontWeight={500}>
                  {record.name}
                </Typography>
                <ProductMarks product={record} />
              </Stack>
            )}
          />
          <ReferenceField source="categoryId" reference="categories" label="Category" link={false}>
            <TextField source="name" />
          </ReferenceField>
          <FunctionField
            source="price"
            label="Price"
            render={(record: Product) => formatNaira(record.price)}
          />
          <FunctionField
            source="stock"
            label="Stock"
            render={(record: Product) => (
              <Chip
                size="small"
                variant="outlined"
                label={record.stock}
                color={record.stock <= 0 ? 'error' : record.stock <= LOW_STOCK_LIMIT ? 'warning' : 'default'}
              />
            )}
          />
          <FunctionField label="Actions" render={() => <Actions />} />
        </Datagrid>
      )}
    </List>
  );
}
