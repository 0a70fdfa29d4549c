import { describe, expect, it } from 'vitest';
import { microFrontendNames, microFrontends, remoteEntryUrl } from './micro-frontends.ts';
import { matchPublicRoute, publicRoutes } from './public-routes.ts';

describe('the table of micro-frontends', () => {
  it('gives every public route its owner: the micro-frontend it names, else the shell', () => {
    const owners = Object.fromEntries(publicRoutes.map((route) => [route.path, route.owner]));
    expect(owners).toEqual({
      '/': 'mfe_catalog',
      '/shop': 'mfe_catalog',
      '/product/{id}': 'mfe_catalog',
      '/cart': 'mfe_cart_checkout',
      '/checkout': 'mfe_cart_checkout',
      '/blog': 'mfe_blog',
      '/blog/{slug}': 'mfe_blog',
      '/about': 'shell',
      '/contact': 'shell',
      '/terms': 'shell',
      '/privacy': 'shell',
      '/shipping': 'shell',
      '/track': 'shell',
      '/track/{token}': 'shell',
    });
    expect(matchPublicRoute('/product/abc')?.owner).toBe('mfe_catalog');
  });

  it('gives every micro-frontend a route, and every route one owner', () => {
    for (const app of microFrontends)
      expect(
        publicRoutes.some((route) => route.owner === app.name),
        app.name,
      ).toBe(true);
    const paths = publicRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("matches each route's paths, with or without a trailing slash, and nothing beyond them", () => {
    expect(matchPublicRoute('/product/suya-spice')?.path).toBe('/product/{id}');
    expect(matchPublicRoute('/product/suya-spice/')?.path).toBe('/product/{id}');
    expect(matchPublicRoute('/product/a/b')).toBeUndefined();
    expect(matchPublicRoute('/product/')).toBeUndefined();
    expect(matchPublicRoute('/shop/')?.path).toBe('/shop');
    expect(matchPublicRoute('/shopping')).toBeUndefined();
    expect(matchPublicRoute('/')?.path).toBe('/');
    expect(matchPublicRoute('//')).toBeUndefined();
  });

  it('names, url paths, workspaces and env overrides are distinct', () => {
    expect(microFrontendNames).toEqual(['mfe_catalog', 'mfe_cart_checkout', 'mfe_blog']);
    for (const key of ['urlPath', 'workspace', 'env', 'serverEntryEnv'] as const) {
      expect(new Set(microFrontends.map((app) => app[key])).size).toBe(microFrontends.length);
    }
  });

  it('puts the federation entry under the url path or an override folder', () => {
    expect(remoteEntryUrl('/mfe/blog')).toBe('/mfe/blog/assets/remoteEntry.js');
    expect(remoteEntryUrl('https://cdn.example/blog//')).toBe(
      'https://cdn.example/blog/assets/remoteEntry.js',
    );
  });
});
