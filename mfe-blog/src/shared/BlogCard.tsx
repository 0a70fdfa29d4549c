import { type BlogPost, EXCERPT_LENGTH, postExcerpt, readingTime } from '@ata/core/blog';
import { formatDate } from '@ata/core/format';
import { imageSources } from '@ata/core/image';
import { Link, Picture, postHref } from '@ata/ui';
import { TopicBadge } from './TopicBadge.tsx';
import './shared.css';

/** A card's image: the page's width on a phone, a column of the grid above. */
const BLOG_CARD_SIZES = '(max-width: 768px) 100vw, 600px';

/** large: the first featured post; small: the two next to it; compact: every other list card. */
export type BlogCardSize = keyof typeof EXCERPT_LENGTH;

export function BlogCard({
  post,
  size,
  headingLevel = 3,
}: {
  post: BlogPost;
  size: BlogCardSize;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = postHref(post.slug);
  return (
    <article className={`blog-card blog-card--${size}`}>
      <Link href={href} className="blog-card__media" tabIndex={-1} aria-hidden="true">
        {post.imageUrl ? (
          <Picture
            url={post.imageUrl}
            sizes={BLOG_CARD_SIZES}
            alt=""
            // The size reserves the card's space before the image arrives (the seed's art is 1200 × 630).
            width={imageSources(post.imageUrl)?.width ?? 1200}
            height={imageSources(post.imageUrl)?.height ?? 630}
            // The large card leads the page: fetched at once, not when it scrolls into view.
            priority={size === 'large'}
            onError={(event) => {
              // A broken image leaves the placeholder background showing instead of a broken icon.
              event.currentTarget.hidden = true;
            }}
          />
        ) : (
          <span className="blog-card__placeholder" />
        )}
      </Link>
      <div className="blog-card__body">
        <TopicBadge topic={post.categoryId} />
        <p className="blog-card__meta">
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>{`${readingTime(post.content)} min read`}</span>
        </p>
        <Heading className="blog-card__title">
          <Link href={href}>{post.title}</Link>
        </Heading>
        <p className="blog-card__excerpt">{postExcerpt(post, EXCERPT_LENGTH[size])}</p>
        <Link href={href} className="blog-card__more" aria-label={`Read more: ${post.title}`}>
          Read More
          {/* Said by the label already; in the text too, for crawlers that read only the link's text. */}
          <span className="ui-visually-hidden">{`: ${post.title}`}</span>
        </Link>
      </div>
    </article>
  );
}
