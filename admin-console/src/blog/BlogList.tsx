import { type BlogPost, blogTopicName } from '@ata/core/blog';
import { formatDate } from '@ata/core/format';
import { messages } from '@ata/core/site';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Chip, Stack, type Theme, useMediaQuery } from '@mui/material';
import type { MouseEvent } from 'react';
import {
  Button,
  Datagrid,
  DeleteWithConfirmButton,
  FunctionField,
  type Identifier,
  List,
  SearchInput,
  SimpleList,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { LinkButton } from '../shared/LinkButton.tsx';
import { adminPath } from '../shared/paths.ts';
import { RowActions } from '../shared/RowActions.tsx';
import { useMutationToasts } from '../shared/use-mutation-toasts.ts';
import { adminTitle, usePageTitle } from '../shared/use-page-title.ts';

const editPath = (post: { id: Identifier }) => adminPath(`/blog/edit/${post.id}`);

function PublishedChip({ post }: { post: Pick<BlogPost, 'published'> }) {
  return post.published ? (
    <Chip size="small" color="success" label="Published" />
  ) : (
    <Chip size="small" variant="outlined" label="Draft" />
  );
}

/** Newest first by default; one click flips the date order (also possible from the column header). */
function DateOrderToggle() {
  const { sort, setSort } = useListContext();
  const newestFirst = sort.field !== 'createdAt' || sort.order === 'DESC';
  return (
    <Button
      label={newestFirst ? 'Newest first' : 'Oldest first'}
      onClick={() => setSort({ field: 'createdAt', order: newestFirst ? 'ASC' : 'DESC' })}
    >
      {newestFirst ? <ArrowDownwardIcon /> : <ArrowUpwardIcon />}
    </Button>
  );
}

function RowDelete() {
  const { succeeded, failed } = useMutationToasts();
  return (
    <DeleteWithConfirmButton
      mutationOptions={{
        onSuccess: succeeded(messages.blogDeleted),
        onError: failed(messages.blogDeleteFailed),
      }}
    />
  );
}

function Actions({ post }: { post: BlogPost }) {
  return (
    <RowActions>
      <LinkButton
        to={editPath(post)}
        label="Edit"
        icon={<EditIcon />}
        onClick={(event: MouseEvent) => event.stopPropagation()}
      />
      <RowDelete />
    </RowActions>
  );
}

function PostRows() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (isSmall) {
    return (
      <SimpleList<BlogPost>
        primaryText={(post) => post.title}
        secondaryText={(post) => (
          <Stack direction="row" spacing={1} alignItems="center" component="span">
            <span>{formatDate(post.createdAt)}</span>
            <PublishedChip post={post} />
          </Stack>
        )}
        rowClick={false}
        rightIcon={(post) => <Actions post={post} />}
      />
    );
  }
  return (
    <Datagrid bulkActionButtons={false} rowClick={(_id, _resource, post) => editPath(post)}>
      <FunctionField source="title" label="Title" render={(post: BlogPost) => post.title} />
      <FunctionField
        source="published"
        label="Status"
        render={(post: BlogPost) => <PublishedChip post={post} />}
      />
      <FunctionField
        source="categoryId"
        label="Category"
        render={(post: BlogPost) => blogTopicName(post.categoryId) ?? 'Unknown'}
      />
      <FunctionField
        source="createdAt"
        label="Date"
        render={(post: BlogPost) => formatDate(post.createdAt)}
      />
      <FunctionField label="Actions" render={(post: BlogPost) => <Actions post={post} />} />
    </Datagrid>
  );
}

/** /admin/blog: posts with Published/Draft, newest first by default (togglable), New, Edit, Delete. */
export function BlogList() {
  usePageTitle(adminTitle('Blog Posts'));
  return (
    <List
      title="Blog Posts"
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search posts" />]}
      perPage={25}
      exporter={false}
      empty={false}
      queryOptions={{ onError: () => undefined }}
      error={<Alert severity="error">{messages.blogListFailed}</Alert>}
      actions={
        <TopToolbar>
          <DateOrderToggle />
          <LinkButton to={adminPath('/blog/new')} label="New Post" variant="contained" icon={<AddIcon />} />
        </TopToolbar>
      }
    >
      <PostRows />
    </List>
  );
}
