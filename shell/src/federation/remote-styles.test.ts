import { afterEach, describe, expect, it } from 'vitest';
import { adoptRemoteStyles } from './remote-styles.ts';

const key = 'css__mfe_catalog__./lifecycles';
const sheets = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[key];
});

describe('adoptRemoteStyles', () => {
  it('links the stylesheets the remote asked for', () => {
    (window as unknown as Record<string, unknown>)[key] = ['/mfe/catalog/assets/style-a.css'];
    adoptRemoteStyles('mfe_catalog', './lifecycles');
    expect(sheets()).toEqual([new URL('/mfe/catalog/assets/style-a.css', document.baseURI).href]);
  });

  it('does not link a second copy of a sheet the server already put in <head>, nor one asked for twice', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/mfe/catalog/assets/style-a.css">';
    (window as unknown as Record<string, unknown>)[key] = [
      '/mfe/catalog/assets/style-a.css',
      '/mfe/catalog/assets/style-b.css',
      '/mfe/catalog/assets/style-b.css',
    ];
    adoptRemoteStyles('mfe_catalog', './lifecycles');
    expect(sheets()).toHaveLength(2);
    expect(sheets()[1]).toMatch(/style-b\.css$/);
  });

  it('does not link a sheet the server inlined (<style data-href>)', () => {
    document.head.innerHTML = '<style data-href="/mfe/catalog/assets/style-a.css">.a{}</style>';
    (window as unknown as Record<string, unknown>)[key] = ['/mfe/catalog/assets/style-a.css'];
    adoptRemoteStyles('mfe_catalog', './lifecycles');
    expect(sheets()).toEqual([]);
  });

  it('does nothing when the remote asked for no stylesheet', async () => {
    await adoptRemoteStyles('mfe_catalog', './lifecycles');
    expect(sheets()).toEqual([]);
  });

  it('resolves once the sheet it linked has loaded, so what the module draws never shows unstyled', async () => {
    (window as unknown as Record<string, unknown>)[key] = ['/mfe/catalog/assets/style-a.css'];
    let done = false;
    const adopted = adoptRemoteStyles('mfe_catalog', './lifecycles').then(() => {
      done = true;
    });
    const link = document.head.querySelector('link[rel="stylesheet"]');
    link?.dispatchEvent(new Event('load'));
    await adopted;
    expect(done).toBe(true);
  });
});
