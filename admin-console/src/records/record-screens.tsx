import { messages } from '@ata/core/site';
import { Alert, type Theme, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Create,
  CreateButton,
  Datagrid,
  DeleteWithConfirmButton,
  Edit,
  EditButton,
  FunctionField,
  List,
  type RaRecord,
  SaveButton,
  SimpleForm,
  SimpleList,
  Toolbar,
  TopToolbar,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { RowActions } from '../shared/RowActions.tsx';
import { useMutationToasts } from '../shared/use-mutation-toasts.ts';
import { adminTitle, usePageTitle } from '../shared/use-page-title.ts';
import { zodValidate } from '../shared/zod-validate.ts';

interface Parser {
  parse(value: unknown): unknown;
}

/** One kind of the owner's records (delivery zones, pickup points, discounts, partners): its list and form. */
export interface RecordScreensSpec<Row extends RaRecord> {
  resource: string;
  /** "delivery zone": in titles, buttons and toasts. */
  noun: string;
  /** "Delivery zones": the list's title. */
  plural: string;
  /** The core input schema the API validates with: the form shows the same messages before sending. */
  schema: Parser & Parameters<typeof zodValidate>[0];
  /** The form's inputs. */
  inputs: ReactNode;
  defaults: Record<string, unknown>;
  /** The table's columns (wide screens). */
  columns: ReactNode;
  /** A phone's list row. */
  primary: (row: Row) => ReactNode;
  secondary: (row: Row) => ReactNode;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** What the list says above the table (in an info box): how the records are used. */
  intro?: ReactNode;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The list, create and edit screens of one resource, declared once for every such kind. */
export function recordScreens<Row extends RaRecord>(spec: RecordScreensSpec<Row>) {
  const title = capitalized(spec.noun);
  const validate = zodValidate(spec.schema);
  const transform = (values: Record<string, unknown>) => spec.schema.parse(values) as Record<string, unknown>;

  function Delete() {
    const { succeeded, failed } = useMutationToasts();
    const redirect = useRedirect();
    return (
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        mutationOptions={{
          onSuccess: succeeded(messages.recordDeleted(spec.noun), undefined, () =>
            redirect('list', spec.resource),
          ),
          onError: failed(messages.recordDeleteFailed(spec.noun)),
        }}
      />
    );
  }

  function Form({ editing }: { editing: boolean }) {
    return (
      <SimpleForm
        validate={validate}
        defaultValues={editing ? undefined : spec.defaults}
        noValidate
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            {editing && <Delete />}
          </Toolbar>
        }
      >
        {spec.inputs}
      </SimpleForm>
    );
  }

  function useSaved() {
    const { succeeded, failed } = useMutationToasts();
    const redirect = useRedirect();
    return {
      onSuccess: succeeded(messages.saved, `${title} saved`, () => redirect('list', spec.resource)),
      onError: failed(messages.recordSaveFailed(spec.noun)),
    };
  }

  function RecordList() {
    usePageTitle(adminTitle(spec.plural));
    const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
    const actions = (
      <TopToolbar>
        <CreateButton label={`Add ${spec.noun}`} />
      </TopToolbar>
    );
    const rowActions = (
      <RowActions>
        <EditButton />
        <Delete />
      </RowActions>
    );
    return (
      <>
        {spec.intro && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {spec.intro}
          </Alert>
        )}
        <List title={spec.plural} actions={actions} sort={spec.sort} perPage={50} empty={false}>
          {small ? (
            <SimpleList<Row>
              primaryText={spec.primary}
              secondaryText={spec.secondary}
              rowClick={false}
              rightIcon={() => rowActions}
            />
          ) : (
            <Datagrid rowClick="edit" bulkActionButtons={false}>
              {spec.columns}
              <FunctionField label="Actions" render={() => rowActions} />
            </Datagrid>
          )}
        </List>
      </>
    );
  }

  function EditTitle() {
    const record = useRecordContext();
    const text = record
      ? `Edit: ${String(record.name ?? record.label ?? record.code ?? title)}`
      : `Edit ${title}`;
    usePageTitle(adminTitle(text));
    return <span>{text}</span>;
  }

  function RecordCreate() {
    usePageTitle(adminTitle(`New ${title}`));
    return (
      <Create title={`New ${title}`} transform={transform} mutationOptions={useSaved()}>
        <Form editing={false} />
      </Create>
    );
  }

  function RecordEdit() {
    return (
      <Edit
        title={<EditTitle />}
        mutationMode="pessimistic"
        transform={transform}
        mutationOptions={useSaved()}
      >
        <Form editing />
      </Edit>
    );
  }

  return { List: RecordList, Create: RecordCreate, Edit: RecordEdit };
}
