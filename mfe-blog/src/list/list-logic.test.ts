import { describe, expect, it } from 'vitest';
import { makePost } from '../../test/fixtures.ts';
import {
  articlesFoundLabel,
  blogListUrl,
  filterChips,
  filterPosts,
  hasActiveFilters,
  parseBlogFilters,
  sortNewestFirst,
  splitFeatured,
} from './list-logic.ts';

describe('filters in the URL', () => {
  it('reads search and category, trimmed, and treats blanks as no filter', () => {
    expect(parseBlogFilters(new URLSearchParams('search=%20jollof%20&category=recipes'))).toEqual({
      search: 'jollof',
      category: 'recipes',
    });
    const none = parseBlogFilters(new URLSearchParams('search=%20%20'));
    expect(none).toEqual({ search: '', category: '' });
    expect(hasActiveFilters(none)).toBe(false);
    expect(hasActiveFilters({ search: '', category: 'recipes' })).toBe(true);
  });

  it('writes only the filters that are set', () => {
    expect(blogListUrl({})).toBe('/blog');
    expect(blogListUrl({ search: '  ', category: '' })).toBe('/blog');
    expect(blogListUrl({ search: 'pepper soup', category: 'recipes' })).toBe(
      '/blog?search=pepper+soup&category=recipes',
    );
    expect(blogListUrl({ category: 'spice-guides' })).toBe('/blog?category=spice-guides');
  });
});

describe('filterPosts', () => {
  const jollof = makePost({ title: 'Smoky Party Jollof', categoryId: 'recipes' });
  const suya = makePost({
    title: 'Suya spice explained',
    excerpt: 'Yaji basics',
    categoryId: 'spice-guides',
  });
  const egusi = makePost({
    title: 'Egusi soup',
    content: 'Toast the JOLLOF pot first',
    categoryId: 'recipes',
  });

  it('matches the topic slug exactly', () => {
    expect(filterPosts([jollof, suya, egusi], { search: '', category: 'recipes' })).toEqual([jollof, egusi]);
  });

  it('searches title, excerpt and body without regard to case', () => {
    expect(filterPosts([jollof, suya, egusi], { search: 'jollof', category: '' })).toEqual([jollof, egusi]);
    expect(filterPosts([jollof, suya, egusi], { search: 'YAJI', category: '' })).toEqual([suya]);
  });

  it('combines search and topic', () => {
    expect(filterPosts([jollof, suya, egusi], { search: 'jollof', category: 'spice-guides' })).toEqual([]);
  });
});

describe('featured and latest', () => {
  it('features the first three (one large, two small) and lists the rest as latest', () => {
    const posts = [1, 2, 3, 4, 5].map(() => makePost());
    const { large, small, latest } = splitFeatured(posts);
    expect(large).toBe(posts[0]);
    expect(small).toEqual([posts[1], posts[2]]);
    expect(latest).toEqual([posts[3], posts[4]]);
  });

  it('copes with fewer than three posts', () => {
    const only = makePost();
    expect(splitFeatured([only])).toEqual({ large: only, small: [], latest: [] });
  });

  it('sorts newest first without touching the input', () => {
    const older = makePost({ createdAt: '2024-01-01T00:00:00.000Z' });
    const newer = makePost({ createdAt: '2025-01-01T00:00:00.000Z' });
    const input = [older, newer];
    expect(sortNewestFirst(input)).toEqual([newer, older]);
    expect(input).toEqual([older, newer]);
  });
});

describe('count and chips', () => {
  it('says how many articles were found', () => {
    expect(articlesFoundLabel(0)).toBe('0 articles found');
    expect(articlesFoundLabel(1)).toBe('1 article found');
    expect(articlesFoundLabel(7)).toBe('7 articles found');
  });

  it('makes one chip per active filter; removing one keeps the other', () => {
    expect(filterChips({ search: 'suya', category: 'spice-guides' })).toEqual([
      { key: 'search', label: 'Search: "suya"', href: '/blog?category=spice-guides' },
      { key: 'category', label: 'Topic: Spice Guides', href: '/blog?search=suya' },
    ]);
    expect(filterChips({ search: '', category: '' })).toEqual([]);
  });

  it('names an unknown topic by its slug', () => {
    expect(filterChips({ search: '', category: 'street-food' })[0]?.label).toBe('Topic: street-food');
  });
});
