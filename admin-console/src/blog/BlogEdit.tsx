import type { BlogPost } from '@ata/core/blog';
import { messages } from '@ata/core/site';
import { Alert, Box, CircularProgress } from '@mui/material';
import { useEffect, useRef } from 'react';
import { EditBase, useEditContext, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import { errorToast } from '../shared/toast.tsx';
import { useMutationToasts } from '../shared/use-mutation-toasts.ts';
import { adminTitle, usePageTitle } from '../shared/use-page-title.ts';
import { BlogForm } from './BlogForm.tsx';
import { toBlogPostInput } from './blog-defaults.ts';

/** How long the load error stays readable before returning to the list. */
const LOAD_ERROR_REDIRECT_MS = 2_000;

function BlogEditBody() {
  const { record, isPending, error } = useEditContext<BlogPost>();
  usePageTitle(record ? adminTitle(`Edit: ${record.title}`) : 'Edit Blog Post');

  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }} role="status" aria-label="Loading blog post">
        <CircularProgress />
      </Box>
    );
  }
  if (error || !record) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {messages.blogEditLoadError}
      </Alert>
    );
  }
  return (
    <BlogForm
      title="Edit Blog Post"
      subtitle="Update content, images, and settings"
      autoSlug={false}
      defaultValues={{ ...record, imageUrl: record.imageUrl ?? '', categoryId: record.categoryId ?? '' }}
    />
  );
}

/** /admin/blog/edit/:id — loads the post by id; on failure a toast and back to /admin/blog. */
export function BlogEdit() {
  const { id } = useParams();
  const { succeeded, failed, toast } = useMutationToasts();
  const redirect = useRedirect();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!id) return <Alert severity="error">{messages.blogIdRequired}</Alert>;
  return (
    <EditBase
      resource="blog"
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      transform={toBlogPostInput}
      queryOptions={{
        onError: () => {
          toast(errorToast(messages.blogLoadFailed));
          timer.current = setTimeout(() => redirect('list', 'blog'), LOAD_ERROR_REDIRECT_MS);
        },
      }}
      mutationOptions={{
        onSuccess: succeeded(messages.blogUpdated.title, messages.blogUpdated.description, () =>
          redirect('list', 'blog'),
        ),
        onError: failed(messages.blogUpdateFailed),
      }}
    >
      <BlogEditBody />
    </EditBase>
  );
}
