import { resolve } from 'node:path';
import { lazyCodeOf, matchPage } from '@ata/ui/page/define-page.ts';
import { lazyCodeProblems } from '@ata/ui/page/lazy-code-problems.ts';
import { describe, expect, it } from 'vitest';
import { blogPages } from './pages.ts';

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

  it('names, for the code a post loads lazily, the module file its loader imports', async () => {
    const code = blogPages.flatMap(lazyCodeOf);
    expect(code.map((lazy) => lazy.module)).toEqual(['../ui/src/markdown/Markdown.tsx']);
    expect(await lazyCodeProblems(code, appRoot)).toEqual([]);
  });
});
