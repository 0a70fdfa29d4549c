import { pageTitle } from '@ata/core/routes';
import { buttonClass, Chip, HydrateInTurn, listTurn, navigate, useDocumentMeta } from '@ata/ui';
import { useBlogPosts } from '../data/queries.ts';
import { BlogCard } from '../shared/BlogCard.tsx';
import { Newsletter } from '../shared/Newsletter.tsx';
import { Spinner } from '../shared/Spinner.tsx';
import { StateMessage } from '../shared/StateMessage.tsx';
import { BlogHero } from './BlogHero.tsx';
import {
  articlesFoundLabel,
  type BlogFilters,
  filterChips,
  filterPosts,
  hasActiveFilters,
  sortNewestFirst,
  splitFeatured,
} from './list-logic.ts';
import { PromoCards } from './PromoCards.tsx';
import { TopicButtons } from './TopicButtons.tsx';
import './list.css';

export function BlogListPage({ filters }: { filters: BlogFilters }) {
  useDocumentMeta(
    pageTitle('Blog'),
    'Nigerian recipes, spice guides, cooking techniques and food culture from the Ata Market kitchen.',
  );
  const filtered = hasActiveFilters(filters);
  const query = useBlogPosts(filters.category || undefined);

  return (
    <div className="blog-app blog-list-page">
      <BlogHero filters={filters} />
      <div className="blog-container">
        <TopicButtons filters={filters} />
        {query.isPending ? (
          <Spinner label="Loading blog posts" />
        ) : query.isError ? (
          <StateMessage role="alert" title="Error loading blog posts" text="Please try again later" />
        ) : filtered ? (
          <SearchResults posts={filterPosts(sortNewestFirst(query.data), filters)} filters={filters} />
        ) : (
          <AllPosts posts={sortNewestFirst(query.data)} />
        )}
        {!filtered && <PromoCards />}
      </div>
      {!filtered && (
        <div className="blog-container">
          <Newsletter text="Get new recipes, spice guides and kitchen tips delivered to your inbox." />
        </div>
      )}
    </div>
  );
}

function AllPosts({ posts }: { posts: ReturnType<typeof sortNewestFirst> }) {
  if (posts.length === 0) {
    return <StateMessage title="No blog posts found" text="Check back later for new articles" />;
  }
  const { large, small, latest } = splitFeatured(posts);
  return (
    <>
      <section className="blog-section" aria-labelledby="blog-featured-title">
        <h2 id="blog-featured-title" className="blog-section__title">
          Featured Articles
        </h2>
        <div className="blog-featured">
          {large && <BlogCard post={large} size="large" />}
          {small.length > 0 && (
            <div className="blog-featured__side">
              {small.map((post) => (
                <BlogCard key={post.id} post={post} size="small" />
              ))}
            </div>
          )}
        </div>
      </section>
      {latest.length > 0 && (
        <section className="blog-section" aria-labelledby="blog-latest-title">
          <h2 id="blog-latest-title" className="blog-section__title">
            Latest Articles
          </h2>
          <div className="blog-grid">
            {/* Below the featured posts on a phone: hydrated after the page, three cards a turn. */}
            {latest.map((post, index) => (
              <HydrateInTurn key={post.id} turn={listTurn(index, 0, 3)}>
                <BlogCard post={post} size="compact" />
              </HydrateInTurn>
            ))}
          </div>
        </section>
      )}
    </>
  );
}

function SearchResults({
  posts,
  filters,
}: {
  posts: ReturnType<typeof sortNewestFirst>;
  filters: BlogFilters;
}) {
  const clear = () => navigate('/blog');
  return (
    <section className="blog-section" aria-labelledby="blog-results-title">
      <div className="blog-results-head">
        <div>
          <h2 id="blog-results-title" className="blog-section__title">
            Search Results
          </h2>
          <p className="blog-results-head__count" role="status">
            {articlesFoundLabel(posts.length)}
          </p>
        </div>
        <button type="button" className={buttonClass('outline')} onClick={clear}>
          Clear Filters
        </button>
      </div>
      <ul className="ui-chips blog-chips" aria-label="Active filters">
        {filterChips(filters).map((chip) => (
          <li key={chip.key}>
            <Chip label={chip.label} removeHref={chip.href} />
          </li>
        ))}
      </ul>
      {posts.length === 0 ? (
        <StateMessage
          title="No results found"
          text="Try another search term or topic."
          action={
            <button type="button" className={buttonClass('primary')} onClick={clear}>
              View All Articles
            </button>
          }
        />
      ) : (
        <div className="blog-grid">
          {posts.map((post) => (
            <BlogCard key={post.id} post={post} size="compact" />
          ))}
        </div>
      )}
    </section>
  );
}
