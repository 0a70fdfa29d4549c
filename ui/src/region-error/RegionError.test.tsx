// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegionError } from './RegionError.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RegionError', () => {
  it('says the phone is offline when a page chunk could not be downloaded', () => {
    render(<RegionError error={new TypeError('Failed to fetch dynamically imported module: /x.js')} />);
    expect(screen.getByRole('heading').textContent).toBe("You're offline");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your cart' }).getAttribute('href')).toBe('/cart');
  });

  it('says so when the browser is offline, whatever the error', () => {
    vi.stubGlobal('navigator', { onLine: false });
    render(<RegionError error={new Error('boom')} />);
    expect(screen.getByRole('heading').textContent).toBe("You're offline");
  });

  it('says the part failed when online and the code itself crashed', () => {
    render(<RegionError error={new Error('boom')} />);
    expect(screen.getByRole('heading').textContent).toBe('This part of the page could not be shown');
  });
});
