import { describe, expect, it } from 'vitest';
import { definePage, pagesOf } from './define-page.ts';

const Screen = () => null;
const about = definePage({ path: '/about', screen: Screen });
const contact = definePage({ path: '/contact', screen: Screen });

describe('pagesOf', () => {
  it("gathers the pages each folder's page.ts exports, and nothing else it exports", () => {
    const pages = pagesOf({
      './about/page.ts': { about, ABOUT_TITLE: 'About', helper: () => 1 },
      './contact/page.ts': { contact },
    });
    expect(pages).toEqual([about, contact]);
  });

  it('refuses two pages answering one path', () => {
    expect(() => pagesOf({ './a/page.ts': { about }, './b/page.ts': { again: { ...about } } })).toThrow(
      'Two pages answer /about',
    );
  });
});
