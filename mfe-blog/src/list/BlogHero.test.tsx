// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { BlogHero } from './BlogHero.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('BlogHero', () => {
  it('keeps a search typed before the page hydrated, and sends that search', async () => {
    window.history.replaceState(null, '', '/blog');
    const filters = { search: '', category: '' };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<BlogHero filters={filters} />);
    document.body.append(container);
    const field = container.querySelector('input[type="search"]') as HTMLInputElement;
    field.value = 'pepper';
    await act(async () => {
      hydrateRoot(container, <BlogHero filters={filters} />);
    });
    expect(field.value).toBe('pepper');
    await act(async () => {
      container.querySelector('form')?.requestSubmit();
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/blog?search=pepper');
  });
});
