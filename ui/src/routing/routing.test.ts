import { describe, expect, it } from 'vitest';
import { blogHref, postHref, productHref, shopHref } from './hrefs.ts';
import { splitHref } from './location.ts';
import { isActiveLink, matchRoute } from './routes.ts';

describe('matchRoute', () => {
  it.each([
    ['/', '/', {}],
    ['/shop/', '/shop', {}],
    ['/product/abc-123', '/product/{id}', { id: 'abc-123' }],
    ['/product/a%20b/', '/product/{id}', { id: 'a b' }],
    ['/product/%E0', '/product/{id}', { id: '%E0' }],
    ['/blog/jollof-rice', '/blog/{slug}', { slug: 'jollof-rice' }],
    ['/terms', '/terms', {}],
  ])('%s is %s', (pathname, path, params) => {
    const match = matchRoute(pathname);
    expect(match?.route.path).toBe(path);
    expect(match?.params).toEqual(params);
  });

  it.each(['/product', '/product/a/b', '/nowhere', '/shop/x'])('%s is no public route', (pathname) =>
    expect(matchRoute(pathname)).toBeUndefined(),
  );
});

describe('hrefs', () => {
  it('encodes path segments and queries', () => {
    expect(productHref('a b/c')).toBe('/product/a%20b%2Fc');
    expect(postHref('jollof?')).toBe('/blog/jollof%3F');
    expect(shopHref()).toBe('/shop');
    expect(shopHref({ search: 'ata rodo' })).toBe('/shop?search=ata+rodo');
    expect(blogHref(new URLSearchParams({ category: 'recipes' }))).toBe('/blog?category=recipes');
  });

  it('round-trips through matchRoute', () => {
    expect(matchRoute(productHref('50% off/x'))?.params).toEqual({ id: '50% off/x' });
  });
});

describe('location helpers', () => {
  it('splits a path from its query', () => {
    const { pathname, search, query } = splitHref('/shop?category=spices');
    expect([pathname, search, query.get('category')]).toEqual(['/shop', '?category=spices', 'spices']);
    expect(splitHref('/about')).toMatchObject({ pathname: '/about', search: '' });
  });

  it('marks a nav link active for its section only', () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/', '/shop')).toBe(false);
    expect(isActiveLink('/blog', '/blog/jollof')).toBe(true);
    expect(isActiveLink('/blog', '/blogger')).toBe(false);
  });
});
