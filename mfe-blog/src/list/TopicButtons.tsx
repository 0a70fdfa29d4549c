import { blogTopics } from '@ata/core/blog';
import { Link } from '@ata/ui';
import { type BlogFilters, blogListUrl } from './list-logic.ts';

/** 'All Topics' plus the fixed topics from core; the chosen one is pressed. Search is kept. */
export function TopicButtons({ filters }: { filters: BlogFilters }) {
  const topics = [{ slug: '', name: 'All Topics' }, ...blogTopics];
  return (
    <nav className="blog-topics" aria-label="Blog topics">
      <ul>
        {topics.map((topic) => {
          const active = filters.category === topic.slug;
          return (
            <li key={topic.slug || 'all'}>
              <Link
                href={blogListUrl({ search: filters.search, category: topic.slug })}
                className={active ? 'blog-topic blog-topic--active' : 'blog-topic'}
                aria-current={active ? 'page' : undefined}
              >
                {topic.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
