import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCartStore } from '../cart/store.ts';
import { bootstrap, mount, unmount } from './parcel.tsx';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('drawer parcel', () => {
  it('mounts empty, loads the drawer when the cart opens, and unmounts', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ contact_whatsapp: '2348000000001' }));
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const cart = createCartStore();
    const props = { name: 'cart-drawer', domElement, cart };
    await bootstrap();
    await act(() => mount(props));
    expect(domElement.innerHTML).toBe('');

    act(() => cart.open());
    // The drawer is a lazy chunk: its first import is compiled on demand, which can take a few seconds.
    expect(await screen.findByRole('dialog', { hidden: true }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();

    await act(() => unmount(props));
    expect(domElement.innerHTML).toBe('');
  });
});
