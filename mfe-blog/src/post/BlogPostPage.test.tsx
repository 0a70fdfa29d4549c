import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makePost, stubApi } from '../../test/fixtures.ts';
import { renderBlogAt } from '../../test/render.tsx';
import { relatedPosts } from './related-posts.ts';

const post = makePost({
  slug: 'how-to-make-the-smokiest-party-jollof-rice',
  title: 'How to Make the Smokiest Party Jollof Rice at Home',
  excerpt: 'Firewood flavour without the firewood.',
  content:
    '## The base\n\nBlend **tomatoes** and *tatashe*.\n\n- Rice\n- Stock\n\n<script>window.__xss = 1</script>',
  categoryId: 'recipes',
  imageUrl: '/api/images/jollof.svg',
  createdAt: '2025-03-14T09:30:00.000Z',
});
const sameTopic = [1, 2].map((n) => makePost({ title: `Recipe ${n}`, categoryId: 'recipes' }));
const otherTopic = [1, 2].map((n) => makePost({ title: `Guide ${n}`, categoryId: 'spice-guides' }));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  stubApi({
    [`/api/blog/${post.slug}`]: () => jsonResponse(post),
    '/api/blog': () => jsonResponse([post, ...otherTopic, ...sameTopic]),
    '/api/settings': () =>
      jsonResponse({
        social_facebook: 'https://facebook.com/ata.test',
        social_instagram: 'https://instagram.com/ata.test',
        social_twitter: '',
      }),
    '/api/blog/broken': () => jsonResponse({ message: 'Bad request' }, 400),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
});

describe('/blog/:slug', () => {
  it('shows the hero, reading bits, breadcrumb with the title cut at 40, and the rendered body', {
    timeout: 15_000,
  }, async () => {
    renderBlogAt(`/blog/${post.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeTruthy();
    expect(screen.getByText('Recipes', { selector: '.blog-badge' })).toBeTruthy();
    expect(screen.getByText('Firewood flavour without the firewood.')).toBeTruthy();
    expect(screen.getByText('14 March 2025')).toBeTruthy();
    expect(screen.getByText('5 min read')).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(crumbs.getByText('How to Make the Smokiest Party Jollof Ri...').getAttribute('aria-current')).toBe(
      'page',
    );

    // The markdown renderer is a lazy chunk: its first import can take a while on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The base' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByText('tomatoes').tagName).toBe('STRONG');
    expect(document.querySelector('.blog-post-body script')).toBeNull();

    for (const tag of ['Nigerian Food', 'Spices', 'Cooking']) expect(screen.getByText(tag)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ata Market Food Team' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to All Articles/ }).getAttribute('href')).toBe('/blog');
    expect(screen.getByText('Stay Updated')).toBeTruthy();
  });

  it('sets the title, meta description and BlogPosting JSON-LD', async () => {
    renderBlogAt(`/blog/${post.slug}`);
    await screen.findByRole('heading', { level: 1, name: post.title });
    expect(document.title).toBe(`${post.title} | Ata Market`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(post.excerpt);
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.createdAt,
      image: 'http://localhost:3000/api/images/jollof.svg',
    });
  });

  it('links the share bar to the social profiles set in the settings, leaving out blank ones', async () => {
    renderBlogAt(`/blog/${post.slug}`);
    const share = await screen.findByRole('complementary', { name: 'Share this article' });
    const facebook = await within(share).findByRole('link', { name: 'Ata Market on Facebook' });
    expect(facebook.getAttribute('href')).toBe('https://facebook.com/ata.test');
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(share).getByRole('link', { name: 'Ata Market on Instagram' }).getAttribute('href')).toBe(
      'https://instagram.com/ata.test',
    );
    expect(within(share).queryByRole('link', { name: 'Ata Market on Twitter' })).toBeNull();
    expect(within(share).getByRole('button', { name: 'Save article' })).toBeTruthy();
    expect(within(share).getByRole('button', { name: 'Share article' })).toBeTruthy();
  });

  it('suggests three other posts, same topic first', async () => {
    renderBlogAt(`/blog/${post.slug}`);
    const related = await screen.findByRole('region', { name: 'You might also like' });
    const titles = within(related)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Recipe 1', 'Recipe 2', 'Guide 1']);
  });

  it('shows the not-found texts for an unknown slug', async () => {
    renderBlogAt('/blog/no-such-post');
    expect(await screen.findByRole('heading', { name: 'Blog post not found' })).toBeTruthy();
    expect(screen.getByText("The post you're looking for doesn't exist or has been removed.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');
  });

  it('shows the error texts when the answer is not a post', async () => {
    stubApi({ [`/api/blog/${post.slug}`]: () => jsonResponse({ ...post, content: null }) });
    renderBlogAt(`/blog/${post.slug}`);
    expect(await screen.findByRole('heading', { name: 'Failed to load blog post' })).toBeTruthy();
  });

  it('shows the error texts when loading fails otherwise', async () => {
    renderBlogAt('/blog/broken');
    expect(await screen.findByRole('heading', { name: 'Failed to load blog post' })).toBeTruthy();
    expect(screen.getByText("The post you're looking for couldn't be found.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toBeTruthy();
  });
});

describe('relatedPosts', () => {
  it('never suggests the post itself and tops up with the latest posts of other topics', () => {
    const current = makePost({ categoryId: 'ingredients' });
    const newest = makePost({ createdAt: '2026-01-01T00:00:00.000Z', categoryId: 'recipes' });
    const older = makePost({ createdAt: '2020-01-01T00:00:00.000Z', categoryId: 'recipes' });
    const mate = makePost({ createdAt: '2019-01-01T00:00:00.000Z', categoryId: 'ingredients' });
    const middle = makePost({ createdAt: '2024-01-01T00:00:00.000Z', categoryId: 'recipes' });
    expect(relatedPosts([current, older, newest, mate, middle], current)).toEqual([mate, newest, middle]);
  });

  it('returns fewer when there are not enough posts', () => {
    const current = makePost();
    expect(relatedPosts([current], current)).toEqual([]);
  });
});
