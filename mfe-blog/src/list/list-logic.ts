import { type BlogPost, blogTopicName, FEATURED_POSTS } from '@ata/core/blog';
import { blogHref } from '@ata/ui';

/** The list's filters live in the URL: `/blog?search=…&category=<topic slug>`. */
export interface BlogFilters {
  search: string;
  category: string;
}

export const parseBlogFilters = (params: URLSearchParams): BlogFilters => ({
  search: (params.get('search') ?? '').trim(),
  category: (params.get('category') ?? '').trim(),
});

/** The shareable URL for a set of filters; empty filters are left out. */
export function blogListUrl(filters: Partial<BlogFilters>): string {
  const params = new URLSearchParams();
  const search = filters.search?.trim();
  const category = filters.category?.trim();
  if (search) params.set('search', search);
  if (category) params.set('category', category);
  return blogHref(params);
}

export const hasActiveFilters = (filters: BlogFilters): boolean =>
  filters.search !== '' || filters.category !== '';

const byNewest = (a: BlogPost, b: BlogPost) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** Newest first; a copy, the cached list stays untouched. */
export const sortNewestFirst = (posts: readonly BlogPost[]): BlogPost[] => [...posts].sort(byNewest);

/** Topic match on the post's topic slug, search as a case-insensitive match on title, excerpt or body. */
export function filterPosts(posts: readonly BlogPost[], filters: BlogFilters): BlogPost[] {
  const needle = filters.search.toLowerCase();
  return posts.filter((post) => {
    if (filters.category && post.categoryId !== filters.category) return false;
    if (!needle) return true;
    return [post.title, post.excerpt, post.content].some((text) => text.toLowerCase().includes(needle));
  });
}

/** The first 3 posts are featured (one large, two small); the rest are the latest. */
export function splitFeatured(posts: readonly BlogPost[]): {
  large: BlogPost | undefined;
  small: BlogPost[];
  latest: BlogPost[];
} {
  const featured = posts.slice(0, FEATURED_POSTS);
  return { large: featured[0], small: featured.slice(1), latest: posts.slice(FEATURED_POSTS) };
}

/** 'N articles found'. */
export const articlesFoundLabel = (count: number): string =>
  `${count} ${count === 1 ? 'article' : 'articles'} found`;

export interface FilterChip {
  key: keyof BlogFilters;
  label: string;
  /** Where removing this chip leads. */
  href: string;
}

/** One chip per active filter; removing one keeps the other. */
export function filterChips(filters: BlogFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.search) {
    chips.push({
      key: 'search',
      label: `Search: "${filters.search}"`,
      href: blogListUrl({ category: filters.category }),
    });
  }
  if (filters.category) {
    chips.push({
      key: 'category',
      label: `Topic: ${blogTopicName(filters.category) ?? filters.category}`,
      href: blogListUrl({ search: filters.search }),
    });
  }
  return chips;
}
