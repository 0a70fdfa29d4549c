import { type BlogPost, POST_READING_TIME_LABEL } from '@ata/core/blog';
import { BREADCRUMB_TITLE_LENGTH, formatLongDate, truncate } from '@ata/core/format';
import { imageSources } from '@ata/core/image';
import { Picture } from '@ata/ui';
import { useRef } from 'react';
import { useFocusOnArrival } from '../routing/focus.ts';
import { Breadcrumb } from '../shared/Breadcrumb.tsx';
import { TopicBadge } from '../shared/TopicBadge.tsx';

/** The post's image behind the text when there is one, topic, title, excerpt, long date and '5 min read'. */
export function PostHero({ post }: { post: BlogPost }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  return (
    <header className={post.imageUrl ? 'blog-post-hero blog-post-hero--image' : 'blog-post-hero'}>
      {post.imageUrl && (
        <Picture
          className="blog-post-hero__image"
          url={post.imageUrl}
          // Full bleed: as wide as the window, so a 1280 px screen gets the 1280 px variant (more on dense screens).
          sizes="100vw"
          alt=""
          width={imageSources(post.imageUrl)?.width ?? 1200}
          height={imageSources(post.imageUrl)?.height ?? 630}
          // The page's largest paint.
          priority
        />
      )}
      <div className="blog-container blog-post-hero__inner">
        <Breadcrumb
          tone="light"
          items={[
            { label: 'Home', href: '/' },
            { label: 'Blog', href: '/blog' },
            { label: truncate(post.title, BREADCRUMB_TITLE_LENGTH) },
          ]}
        />
        <TopicBadge topic={post.categoryId} className="blog-badge--hero" />
        <h1 className="blog-post-hero__title" ref={heading} tabIndex={-1}>
          {post.title}
        </h1>
        {post.excerpt && <p className="blog-post-hero__excerpt">{post.excerpt}</p>}
        <p className="blog-post-hero__meta">
          <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>{POST_READING_TIME_LABEL}</span>
        </p>
      </div>
    </header>
  );
}
