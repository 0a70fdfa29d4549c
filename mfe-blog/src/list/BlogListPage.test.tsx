import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makePost, stubApi } from '../../test/fixtures.ts';
import { renderBlogAt } from '../../test/render.tsx';

const posts = [
  makePost({ title: 'Smoky Party Jollof Rice', slug: 'party-jollof', categoryId: 'recipes' }),
  makePost({ title: 'A Guide to Suya Spice', slug: 'suya-spice', categoryId: 'spice-guides', excerpt: '' }),
  makePost({ title: 'Pounding Yam by Hand', slug: 'pounded-yam', categoryId: 'cooking-techniques' }),
  makePost({ title: 'Egusi Soup Three Ways', slug: 'egusi', categoryId: 'recipes' }),
  makePost({ title: 'Why Uziza Matters', slug: 'uziza', categoryId: 'ingredients' }),
];
const longBody = `${'Grind the dried pepper with roasted groundnut and ginger until fine. '.repeat(25)}`;
posts[1]!.content = longBody;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  stubApi({
    '/api/blog': () => jsonResponse(posts),
    '/api/blog/category/recipes': () => jsonResponse(posts.filter((p) => p.categoryId === 'recipes')),
    '/api/blog/category/spice-guides': () =>
      jsonResponse(posts.filter((p) => p.categoryId === 'spice-guides')),
    '/api/blog/category/health-nutrition': () => jsonResponse([]),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const section = (name: string) => screen.getByRole('region', { name });
const cardTitles = (root: HTMLElement) =>
  within(root)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/blog without filters', () => {
  it('shows the hero, topics, breadcrumb, three featured posts and the rest as latest', async () => {
    renderBlogAt('/blog');
    expect(screen.getByText('Culinary Insights')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(crumbs.getByText('Blog').getAttribute('aria-current')).toBe('page');
    const topics = within(screen.getByRole('navigation', { name: 'Blog topics' })).getAllByRole('link');
    expect(topics.map((t) => t.textContent)).toEqual([
      'All Topics',
      'Recipes',
      'Spice Guides',
      'Cooking Techniques',
      'Ingredients',
      'Food Culture & History',
      'Health & Nutrition',
    ]);
    expect(topics[0]?.getAttribute('aria-current')).toBe('page');

    const featured = await screen.findByRole('region', { name: 'Featured Articles' });
    expect(cardTitles(featured)).toEqual([
      'Smoky Party Jollof Rice',
      'A Guide to Suya Spice',
      'Pounding Yam by Hand',
    ]);
    expect(featured.querySelector('.blog-card--large')?.textContent).toContain('Smoky Party Jollof Rice');
    expect(featured.querySelectorAll('.blog-card--small')).toHaveLength(2);
    expect(cardTitles(section('Latest Articles'))).toEqual(['Egusi Soup Three Ways', 'Why Uziza Matters']);

    expect(screen.getByText('Cooking Techniques', { selector: 'h2' })).toBeTruthy();
    expect(screen.getByText('Spice Profiles')).toBeTruthy();
    expect(screen.getByText('Stay Updated')).toBeTruthy();
    expect(screen.queryByText('Search Results')).toBeNull();
  });

  it('shows reading time and the content fallback cut at the small card length (100)', async () => {
    renderBlogAt('/blog');
    const featured = await screen.findByRole('region', { name: 'Featured Articles' });
    const suyaCard = within(featured).getByText('A Guide to Suya Spice').closest('article')!;
    expect(within(suyaCard).getByText('2 min read')).toBeTruthy();
    const excerpt = suyaCard.querySelector('.blog-card__excerpt')?.textContent ?? '';
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(103);
    expect(longBody.startsWith(excerpt.slice(0, -3))).toBe(true);
  });

  it('shows the empty state when there is no post at all', async () => {
    stubApi({ '/api/blog': () => jsonResponse([]) });
    renderBlogAt('/blog');
    expect(await screen.findByText('No blog posts found')).toBeTruthy();
    expect(screen.getByText('Check back later for new articles')).toBeTruthy();
  });

  it('shows the error state when the answer is not a list of posts', async () => {
    stubApi({ '/api/blog': () => jsonResponse([{ title: 'No id, no body' }]) });
    renderBlogAt('/blog');
    expect(await screen.findByText('Error loading blog posts')).toBeTruthy();
  });

  it('shows the error state when the list fails', async () => {
    stubApi({ '/api/blog': () => jsonResponse({ message: 'Bad request' }, 400) });
    renderBlogAt('/blog');
    expect(await screen.findByText('Error loading blog posts')).toBeTruthy();
    expect(screen.getByText('Please try again later')).toBeTruthy();
  });
});

describe('/blog with filters', () => {
  it('filters by topic from the URL, with the count, a chip and no promos', async () => {
    renderBlogAt('/blog?category=recipes');
    expect(await screen.findByText('2 articles found')).toBeTruthy();
    const results = section('Search Results');
    expect(cardTitles(results)).toEqual(['Smoky Party Jollof Rice', 'Egusi Soup Three Ways']);
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(chips.getByText('Topic: Recipes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Recipes' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText('Featured Articles')).toBeNull();
    expect(screen.queryByText('Spice Profiles')).toBeNull();
    expect(screen.queryByText('Stay Updated')).toBeNull();
  });

  it('searches from the box: the URL gets the term, keeps the topic, and the results follow', async () => {
    renderBlogAt('/blog?category=recipes');
    await screen.findByText('2 articles found');
    fireEvent.change(screen.getByLabelText('Search articles'), { target: { value: '  egusi ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(window.location.pathname + window.location.search).toBe('/blog?search=egusi&category=recipes');
    expect(await screen.findByText('1 article found')).toBeTruthy();
    expect(screen.getByText('Search: "egusi"')).toBeTruthy();
    expect(cardTitles(section('Search Results'))).toEqual(['Egusi Soup Three Ways']);
    // A filter change is not a new page: the focus stays where the reader is.
    expect(document.activeElement?.tagName).not.toBe('H1');
  });

  it('shows no results with a way back, and Clear Filters returns to the full list', async () => {
    renderBlogAt('/blog?search=chapman');
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.getByText('0 articles found')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'View All Articles' }));
    });
    expect(window.location.pathname + window.location.search).toBe('/blog');
    expect(await screen.findByText('Featured Articles')).toBeTruthy();

    await act(async () => {
      window.history.pushState(null, '', '/blog?category=health-nutrition');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText('No results found')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    });
    expect(window.location.search).toBe('');
    expect(await screen.findByText('Latest Articles')).toBeTruthy();
  });

  it('follows the address bar when history changes (Back)', async () => {
    renderBlogAt('/blog');
    await screen.findByText('Featured Articles');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Spice Guides' }));
    });
    expect(window.location.search).toBe('?category=spice-guides');
    expect(await screen.findByText('1 article found')).toBeTruthy();
    // What the browser does on Back: the previous entry becomes current and `popstate` fires.
    await act(async () => {
      window.history.replaceState(null, '', '/blog');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(window.location.search).toBe('');
    expect(await screen.findByText('Featured Articles')).toBeTruthy();
  });

  it('removing a chip drops only that filter', async () => {
    renderBlogAt('/blog?search=jollof&category=recipes');
    await screen.findByText('1 article found');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Remove filter Topic: Recipes' }));
    });
    expect(window.location.search).toBe('?search=jollof');
    expect(screen.getByLabelText<HTMLInputElement>('Search articles').value).toBe('jollof');
  });
});

describe('focus after moving between blog pages', () => {
  it('leaves the focus alone on the first page, then gives it to the new page heading', async () => {
    stubApi({
      '/api/blog': () => jsonResponse(posts),
      '/api/blog/party-jollof': () => jsonResponse(posts[0]),
      '/api/settings': () => jsonResponse({}),
    });
    renderBlogAt('/blog');
    await screen.findByText('Featured Articles');
    expect(document.activeElement).toBe(document.body);

    await act(async () => {
      fireEvent.click(
        within(section('Featured Articles')).getByRole('link', { name: 'Smoky Party Jollof Rice' }),
      );
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Smoky Party Jollof Rice' });
    expect(document.activeElement).toBe(title);
  });
});
