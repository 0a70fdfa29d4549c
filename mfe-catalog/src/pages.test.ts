import { resolve } from 'node:path';
import { lazyCodeOf, matchPage } from '@ata/ui/page/define-page.ts';
import { lazyCodeProblems } from '@ata/ui/page/lazy-code-problems.ts';
import { describe, expect, it } from 'vitest';
import { catalogPages } from './pages.ts';
import { isUnmatchedProductPath } from './routing/routes.ts';

const appRoot = resolve(import.meta.dirname, '..');
const pageAt = (pathname: string) => {
  const match = matchPage(catalogPages, pathname);
  return match && { path: match.page.path, params: match.params };
};

describe('the catalogue’s pages', () => {
  it.each([
    ['/', { path: '/', params: {} }],
    ['/shop', { path: '/shop', params: {} }],
    ['/shop/', { path: '/shop', params: {} }],
    ['/product/abc-123', { path: '/product/{id}', params: { id: 'abc-123' } }],
    ['/product/abc-123/', { path: '/product/{id}', params: { id: 'abc-123' } }],
  ])('%s', (pathname, page) => expect(pageAt(pathname)).toEqual(page));

  it.each(['/product', '/product/a/b'])('%s is a product address that names no product', (pathname) => {
    expect(pageAt(pathname)).toBeUndefined();
    expect(isUnmatchedProductPath(pathname)).toBe(true);
  });

  it('leaves other paths alone', () => {
    expect(pageAt('/about')).toBeUndefined();
    expect(isUnmatchedProductPath('/about')).toBe(false);
  });

  it('names, for each lazy screen, the module file its loader imports', async () => {
    const code = catalogPages.flatMap(lazyCodeOf);
    expect(code.map((lazy) => lazy.module).sort()).toEqual([
      'src/home/HomePage.tsx',
      'src/product/ProductPage.tsx',
      'src/shop/ShopPage.tsx',
    ]);
    expect(await lazyCodeProblems(code, appRoot)).toEqual([]);
  });
});
