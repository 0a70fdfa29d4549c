// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { definePage, lazyModule, preloadPage } from './define-page.ts';
import { PageRoutes } from './PageRoutes.tsx';

const Product = ({ id }: { id: string }) => <h1>Product {id}</h1>;
// The module name is not read here (each app's pages test checks its own).
const Posts = lazyModule('src/posts/Posts.tsx', async () => ({ topic }: { topic: string }) => (
  <h1>Posts about {topic}</h1>
));
const pages = [
  definePage({ path: '/product/{id}', screen: Product, props: ({ params }) => ({ id: params.id }) }),
  definePage({
    path: '/blog',
    screen: Posts,
    props: ({ query }) => ({ topic: query.get('topic') ?? 'all' }),
  }),
];

const at = (href: string) => {
  window.history.replaceState(null, '', href);
  render(<PageRoutes pages={pages} fallback={<p>Not ours</p>} />);
};

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('PageRoutes', () => {
  it('shows the page of the path with its parameters, decoded', () => {
    at('/product/yaji%20mix');
    expect(screen.getByRole('heading').textContent).toBe('Product yaji mix');
  });

  it('gives a lazy screen its props from the query once loaded', async () => {
    at('/blog?topic=soups');
    expect((await screen.findByRole('heading')).textContent).toBe('Posts about soups');
  });

  it('shows the fallback on a path none of its pages answers', () => {
    at('/about');
    expect(screen.getByText('Not ours')).toBeDefined();
  });
});

describe('preloadPage', () => {
  it('loads the lazy code of the page a path shows, and nothing elsewhere', async () => {
    expect(preloadPage(pages, '/product/1')).toBeUndefined();
    expect(preloadPage(pages, '/about')).toBeUndefined();
    const [loaded] = (await preloadPage(pages, '/blog')) as unknown[];
    expect(loaded).toBe(await Posts.preload());
  });
});
