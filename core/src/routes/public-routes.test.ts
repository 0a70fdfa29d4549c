import { describe, expect, it } from 'vitest';
import { emptyFilters, parseFilters } from '../catalog/filters.ts';
import { canonicalPageUrl, isPersonalPage, matchPublicRoute } from './public-routes.ts';

describe('canonicalPageUrl', () => {
  it('keeps only the parameters a page reads, in a fixed order', () => {
    expect(canonicalPageUrl('/shop?utm_source=x&sort=newest&a=1&category=spices&fbclid=y')).toBe(
      '/shop?category=spices&sort=newest',
    );
    expect(canonicalPageUrl('/shop?category=spices&sort=newest')).toBe(
      canonicalPageUrl('/shop?sort=newest&category=spices'),
    );
    expect(canonicalPageUrl('/blog?gclid=1&search=jollof')).toBe('/blog?search=jollof');
    expect(canonicalPageUrl('/product/suya-spice?ref=blog&utm_medium=social')).toBe('/product/suya-spice');
    expect(canonicalPageUrl('/?a=1')).toBe('/');
    expect(canonicalPageUrl('/no-such-page?x=1')).toBe('/no-such-page');
  });

  it('never reads a path as another host, nor resolves its dots', () => {
    expect(canonicalPageUrl('//evil.example/shop?sort=newest')).toBe('//evil.example/shop');
    expect(canonicalPageUrl('/blog/../shop?a=1')).toBe('/blog/../shop');
  });

  it("names every parameter the shop's filters read", () => {
    const shop = matchPublicRoute('/shop');
    const changed = ['search=x', 'category=x', 'minPrice=500', 'maxPrice=500', 'sort=newest'].filter(
      (query) => JSON.stringify(parseFilters(new URLSearchParams(query))) !== JSON.stringify(emptyFilters),
    );
    expect(changed.map((query) => query.split('=')[0])).toEqual([...(shop?.query ?? [])]);
  });
});

describe('personal pages', () => {
  it('are the tracking pages only', () => {
    expect(isPersonalPage('/track')).toBe(true);
    expect(isPersonalPage('/track/abcDEF_-123')).toBe(true);
    for (const path of ['/', '/shop', '/checkout', '/cart', '/about', '/track/a/b', '/no-such-page'])
      expect(isPersonalPage(path), path).toBe(false);
  });
  it('keep only what the lookup form reads back; the checkout its preselected way to pay', () => {
    expect(canonicalPageUrl('/track?phone=0803&error=not-found&reference=abc&x=1')).toBe(
      '/track?error=not-found&reference=abc',
    );
    expect(canonicalPageUrl('/checkout?payment=whatsapp&utm_source=x')).toBe('/checkout?payment=whatsapp');
  });
});
