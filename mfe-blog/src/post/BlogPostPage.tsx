import type { BlogPost } from '@ata/core/blog';
import { pageTitle } from '@ata/core/routes';
import { buttonClass, Link, lazyModule, ServerDrawn, useDocumentMeta, usePageHead } from '@ata/ui';
import { Suspense } from 'react';
import { isNotFound, useBlogPost } from '../data/queries.ts';
import { Newsletter } from '../shared/Newsletter.tsx';
import { Spinner } from '../shared/Spinner.tsx';
import { StateMessage } from '../shared/StateMessage.tsx';
import { ArrowLeftIcon } from './icons.tsx';
import { AuthorBox, PostTags } from './PostFooter.tsx';
import { PostHero } from './PostHero.tsx';
import { postHead } from './post-head.ts';
import { RecipeCart } from './RecipeCart.tsx';
import { RelatedPosts } from './RelatedPosts.tsx';
import { ShareBar } from './ShareBar.tsx';
import { blogPostingJsonLd, useJsonLd } from './structured-data.ts';
import './post.css';

// The markdown parser is the biggest thing the blog uses: loaded only to draw a post the server did not (a
// link followed inside the blog); the post a page opens with keeps the server's drawing (`ServerDrawn`).
export const Markdown = lazyModule('../ui/src/markdown/Markdown.tsx', () =>
  import('@ata/ui/markdown').then((module) => module.Markdown),
);

const backToBlog = (
  <Link href="/blog" className={buttonClass('primary')}>
    Back to Blog
  </Link>
);

export function BlogPostPage({ slug, servings }: { slug: string; servings?: number }) {
  const query = useBlogPost(slug);

  if (query.isPending) {
    return (
      <div className="blog-app blog-container">
        <Spinner label="Loading blog post" />
      </div>
    );
  }
  if (query.isError) return <PostFailure notFound={isNotFound(query.error)} />;
  return <PostView post={query.data} servings={servings} />;
}

function PostFailure({ notFound }: { notFound: boolean }) {
  useDocumentMeta(pageTitle(notFound ? 'Blog post not found' : 'Failed to load blog post'));
  return (
    <div className="blog-app blog-container">
      {notFound ? (
        <StateMessage
          headingLevel={1}
          title="Blog post not found"
          text="The post you're looking for doesn't exist or has been removed."
          action={backToBlog}
        />
      ) : (
        <StateMessage
          role="alert"
          headingLevel={1}
          title="Failed to load blog post"
          text="The post you're looking for couldn't be found."
          action={backToBlog}
        />
      )}
    </div>
  );
}

function PostView({ post, servings }: { post: BlogPost; servings?: number }) {
  usePageHead(postHead, post);
  useJsonLd(
    typeof window === 'undefined'
      ? undefined
      : blogPostingJsonLd(post, window.location.origin + window.location.pathname),
  );

  return (
    <article className="blog-app blog-post-page">
      <PostHero post={post} />
      <div className="blog-container blog-post-page__layout">
        <ShareBar />
        <div className="blog-post-page__main">
          <ServerDrawn source={post.content}>
            <Suspense fallback={<Spinner label="Loading article" />}>
              <Markdown className="blog-post-body">{post.content}</Markdown>
            </Suspense>
          </ServerDrawn>
          {post.recipeId && <RecipeCart recipeId={post.recipeId} servings={servings} />}
          <PostTags />
          <AuthorBox />
          <Link href="/blog" className="blog-back-link">
            <ArrowLeftIcon /> Back to All Articles
          </Link>
        </div>
      </div>
      <div className="blog-container">
        <RelatedPosts post={post} />
        <Newsletter text="Enjoyed this article? Get new recipes and spice guides in your inbox." />
      </div>
    </article>
  );
}
