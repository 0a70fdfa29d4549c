import { resolve } from 'node:path';
import { lazyCodeOf, matchPage } from '@ata/ui/page/define-page.ts';
import { lazyCodeProblems } from '@ata/ui/page/lazy-code-problems.ts';
import { describe, expect, it } from 'vitest';
import { blogPages } from './pages.ts';
import { Markdown } from './post/BlogPostPage.tsx';

const appRoot = resolve(import.meta.dirname, '..');
const pageAt = (pathname: string) => {
  const match = matchPage(blogPages, pathname);
  return match && { path: match.page.path, params: match.params };
};

describe('the blog’s pages', () => {
  it.each([
    ['/blog', { path: '/blog', params: {} }],
    ['/blog/', { path: '/blog', params: {} }],
    ['/blog/pepper-soup', { path: '/blog/{slug}', params: { slug: 'pepper-soup' } }],
  ])('%s', (pathname, page) => expect(pageAt(pathname)).toEqual(page));

  it.each(['/blog/a/b', '/shop'])('%s is none of them', (pathname) =>
    expect(pageAt(pathname)).toBeUndefined(),
  );

  it('preloads no lazy code: a post the server drew keeps its body, so the markdown parser waits for a link', () => {
    expect(blogPages.flatMap(lazyCodeOf)).toEqual([]);
  });

  it('names, for the markdown renderer a post loads lazily, the module file its loader imports', async () => {
    expect(Markdown.module).toBe('../ui/src/markdown/Markdown.tsx');
    expect(await lazyCodeProblems([Markdown], appRoot)).toEqual([]);
  });
});
