import { createMemoryCartStore } from '@ata/core/cart';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { egusi } from '../test/render.tsx';
import { App } from './App.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('App routes', () => {
  it('shows /cart and /checkout from the address bar and follows navigation', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ site_name: 'Ata Market' }));
    const store = createMemoryCartStore();
    store.add(egusi, 1);
    window.history.replaceState(null, '', '/cart');
    render(<App cart={store} />);
    expect(screen.getByRole('heading', { name: 'Shopping Cart' })).toBeTruthy();
    expect(screen.getByText('Ground Egusi')).toBeTruthy();

    act(() => {
      window.history.pushState(null, '', '/checkout');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeTruthy();
  });
});
