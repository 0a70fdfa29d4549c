import { type CartItem, type CartStore, createMemoryCartStore } from '@ata/core/cart';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cartHolder } from '../cart/cart-holder.ts';
import { CartButton } from './CartButton.tsx';
import { SearchDialog } from './SearchDialog.tsx';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const pepper: Omit<CartItem, 'quantity'> = { productId: 'p1', name: 'Ata rodo', price: 1500, imageUrl: '' };

describe('cart button', () => {
  it('shows the item count, capped at 99+, and links to /cart', () => {
    const cart: CartStore = createMemoryCartStore();
    cartHolder.set(cart);
    render(<CartButton />);
    const link = screen.getByRole('link', { name: 'Cart, 0 items' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(screen.queryByTestId('cart-badge')).toBeNull();

    act(() => cart.add(pepper, 3));
    expect(screen.getByTestId('cart-badge').textContent).toBe('3');
    act(() => cart.add(pepper, 96));
    expect(screen.getByTestId('cart-badge').textContent).toBe('99');
    act(() => cart.add(pepper, 1));
    expect(screen.getByTestId('cart-badge').textContent).toBe('99+');
    expect(screen.getByRole('link', { name: 'Cart, 100 items' })).toBeTruthy();
  });
});

describe('search dialog', () => {
  it('cannot submit blank text and goes to /shop with the trimmed search', () => {
    let closed = 0;
    render(<SearchDialog open onClose={() => closed++} />);
    const dialog = screen.getByRole('dialog', { name: 'Search Products' });
    expect(dialog).toBeTruthy();
    const search = screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    expect(search.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(search.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '  suya spice ' } });
    expect(search.disabled).toBe(false);
    fireEvent.click(search);
    expect(window.location.pathname).toBe('/shop');
    expect(new URLSearchParams(window.location.search).get('search')).toBe('suya spice');
    expect(closed).toBe(1);
  });

  it('closes on Escape and on Cancel', () => {
    let closed = 0;
    render(<SearchDialog open onClose={() => closed++} />);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(closed).toBe(2);
  });
});

describe('header before hydration', () => {
  it('renders menu and search as links that work without scripts, and no account icon', async () => {
    const { renderToString } = await import('react-dom/server');
    const { Header } = await import('./Header.tsx');
    cartHolder.set(createMemoryCartStore());
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Header />);
    const menu = host.querySelector<HTMLAnchorElement>('a[aria-label="Open menu"]');
    const search = host.querySelector<HTMLAnchorElement>('a[aria-label="Search products"]');
    expect(menu?.getAttribute('href')).toBe('#shell-footer-links');
    expect(search?.getAttribute('href')).toBe('/shop#cat-filter-panel');
    expect(host.querySelector('[aria-label="Account"]')).toBeNull();
  });
});
