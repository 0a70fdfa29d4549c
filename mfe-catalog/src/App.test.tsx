import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCart } from '../test/render.tsx';
import { App } from './App.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('App routing', () => {
  it("reads plain 'Product not found' when the product route has no id", () => {
    window.history.replaceState(null, '', '/product/');
    render(<App cart={fakeCart()} />);
    expect(screen.getByText('Product not found')).toBeTruthy();
  });

  it('switches screens on history changes without a reload', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    window.history.replaceState(null, '', '/product/');
    render(<App cart={fakeCart()} />);
    act(() => {
      window.history.pushState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('link', { name: 'Browse Products' })).toBeTruthy();
    act(() => {
      window.history.pushState(null, '', '/shop?category=spices');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    // The shop is a lazily loaded chunk: allow for its first import.
    expect(await screen.findByRole('button', { name: 'Filter Products' }, { timeout: 5000 })).toBeTruthy();
  });
});
