import { messages } from '@ata/core/site';
import { CreateBase, useRedirect } from 'react-admin';
import { useMutationToasts } from '../shared/useMutationToasts.ts';
import { adminTitle, usePageTitle } from '../shared/usePageTitle.ts';
import { BlogForm } from './BlogForm.tsx';
import { newPostDefaults, toBlogPostInput } from './blogDefaults.ts';

/** /admin/blog/new */
export function BlogCreate() {
  usePageTitle(adminTitle('New Blog Post'));
  const { succeeded, failed } = useMutationToasts();
  const redirect = useRedirect();
  return (
    <CreateBase
      resource="blog"
      redirect={false}
      transform={toBlogPostInput}
      mutationOptions={{
        onSuccess: succeeded(messages.blogCreated.title, messages.blogCreated.description, () =>
          redirect('list', 'blog'),
        ),
        onError: failed(messages.blogCreateFailed),
      }}
    >
      <BlogForm
        title="New Blog Post"
        subtitle="Create a new blog post, article, or recipe"
        autoSlug
        defaultValues={newPostDefaults}
      />
    </CreateBase>
  );
}
