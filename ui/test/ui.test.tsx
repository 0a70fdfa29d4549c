// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  backoff,
  createQueryClient,
  Link,
  navigate,
  onToast,
  Price,
  Stars,
  starFills,
  toast,
} from '../src/index.ts';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('toast bus', () => {
  it('delivers toasts raised anywhere to the listener', () => {
    const seen: unknown[] = [];
    const off = onToast((t) => seen.push(t));
    toast({ title: 'Message Sent', description: 'Thanks', variant: 'destructive', duration: 3000 });
    off();
    toast({ title: 'ignored' });
    expect(seen).toEqual([
      { title: 'Message Sent', description: 'Thanks', variant: 'destructive', duration: 3000 },
    ]);
  });
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

describe('query client defaults (SPEC §9)', () => {
  it('never refetches by itself and retries with capped exponential backoff', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: 3,
    });
    expect(mutations).toMatchObject({ retry: 2 });
    expect([0, 1, 2, 5, 10].map(backoff(30_000))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect(backoff(10_000)(4)).toBe(10_000);
  });
});

describe('primitives', () => {
  it('formats prices in Naira', () => {
    render(<Price amount="1500" />);
    expect(screen.getByText('₦1,500')).toBeTruthy();
  });

  it('shows half stars and an accessible rating', () => {
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    render(<Stars rating={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
  });
});
