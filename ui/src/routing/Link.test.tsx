// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from './Link.tsx';
import { navigate } from './navigate.ts';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('navigation', () => {
  it('pushes history and fires popstate so single-spa re-routes', () => {
    const popstate = vi.fn();
    window.addEventListener('popstate', popstate);
    navigate('/shop?search=pepper');
    window.removeEventListener('popstate', popstate);
    expect(window.location.pathname + window.location.search).toBe('/shop?search=pepper');
    expect(popstate).toHaveBeenCalledTimes(1);
  });

  it('Link intercepts plain clicks but not modified ones', () => {
    render(<Link href="/blog">Blog</Link>);
    const link = screen.getByRole('link', { name: 'Blog' });
    // fireEvent returns false when the default (a full page load) was prevented.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link)).toBe(false);
    expect(window.location.pathname).toBe('/blog');
  });
});
