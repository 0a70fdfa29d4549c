import { messages } from '@ata/core/site';
import { CreateBase, useRedirect } from 'react-admin';
import { useMutationToasts } from '../shared/use-mutation-toasts.ts';
import { adminTitle, usePageTitle } from '../shared/use-page-title.ts';
import { BlogForm } from './BlogForm.tsx';
import { newPostDefaults, toBlogPostInput } from './blog-defaults.ts';

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
