import type { BlogPost } from '@ata/core/blog';
import { useBlogPosts } from '../data/queries.ts';
import { BlogCard } from '../shared/BlogCard.tsx';
import { relatedPosts } from './related-posts.ts';

/** 'You might also like': three real posts (same topic first), hidden while loading or on failure. */
export function RelatedPosts({ post }: { post: BlogPost }) {
  const { data } = useBlogPosts();
  const posts = data ? relatedPosts(data, post) : [];
  if (posts.length === 0) return null;
  return (
    <section className="blog-section blog-related" aria-labelledby="blog-related-title">
      <h2 id="blog-related-title" className="blog-section__title">
        You might also like
      </h2>
      <div className="blog-grid">
        {posts.map((related) => (
          <BlogCard key={related.id} post={related} size="compact" />
        ))}
      </div>
    </section>
  );
}
