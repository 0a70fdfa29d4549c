// @vitest-environment happy-dom
import { createMemoryCartStore } from '@ata/core/cart';
import type { Product } from '@ata/core/product';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onToast, type ToastOptions } from '../toast/bus.ts';
import { CartProvider, useAddToCart, useCart } from './cart-context.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const suya = { productId: 'p-suya', name: 'Suya Spice', price: 1500, imageUrl: '/api/images/suya.svg' };

function Count() {
  const { items, total } = useCart();
  return (
    <p>
      {items.length} lines, {total}
    </p>
  );
}

describe('useCart', () => {
  it('throws the shop message outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Count />)).toThrow('useCart must be used within a CartProvider');
  });

  it('re-renders on every cart change', async () => {
    const store = createMemoryCartStore();
    render(
      <CartProvider store={store}>
        <Count />
      </CartProvider>,
    );
    expect(screen.getByText('0 lines, 0')).toBeTruthy();
    act(() => store.add(suya, 2));
    expect(await screen.findByText('1 lines, 3000')).toBeTruthy();
  });
});

describe('useAddToCart', () => {
  const product = { id: 'p-suya', name: 'Suya Spice', price: 1500, imageUrl: '/a.svg' } as Product;
  function AddButton() {
    const add = useAddToCart();
    return (
      <button type="button" onClick={() => add(product, 2)}>
        Add
      </button>
    );
  }

  it('adds the line and confirms with a toast; without a cart it says it failed', () => {
    const toasts: ToastOptions[] = [];
    const stop = onToast((toast) => toasts.push(toast));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createMemoryCartStore();
    const { unmount } = render(
      <CartProvider store={store}>
        <AddButton />
      </CartProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(store.getSnapshot().items).toEqual([
      { productId: 'p-suya', name: 'Suya Spice', price: 1500, imageUrl: '/a.svg', quantity: 2 },
    ]);
    unmount();
    render(
      <CartProvider store={undefined}>
        <AddButton />
      </CartProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    stop();
    expect(toasts.map((toast) => toast.variant ?? 'default')).toEqual(['default', 'destructive']);
  });

  it('stops at the stock and says the cart holds all of it', () => {
    const toasts: ToastOptions[] = [];
    const stop = onToast((toast) => toasts.push(toast));
    const store = createMemoryCartStore();
    const scarce = { ...product, stock: 3 };
    function AddScarce() {
      const add = useAddToCart();
      return (
        <button type="button" onClick={() => add(scarce, 2)}>
          Add
        </button>
      );
    }
    render(
      <CartProvider store={store}>
        <AddScarce />
      </CartProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    stop();
    expect(store.getSnapshot().items[0]).toMatchObject({ quantity: 3, stock: 3 });
    expect(toasts.map((toast) => [toast.title, toast.description])).toEqual([
      ['Added to cart', 'Suya Spice has been added to your cart.'],
      ['Only 3 left', 'Your cart now has all 3 of Suya Spice.'],
    ]);
  });
});
