import { placeholderTone } from '@ata/core/image';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { egusi, json, renderWithCart, suya } from '../../test/render.tsx';
import { CartPage } from './CartPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('cart page', () => {
  it('shows the empty state with Start Shopping', () => {
    renderWithCart(<CartPage />);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/shop');
  });

  it('adds prices to the kobo: 3 × ₦0.10 and 7 × ₦1,999.99', () => {
    const salt = { productId: 'p-s', name: 'Salt Sachet', price: 0.1, imageUrl: null };
    const stockfish = { productId: 'p-f', name: 'Stockfish', price: 1999.99, imageUrl: null };
    const { store } = renderWithCart(<CartPage />, [{ ...salt, quantity: 3 }]);
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('₦0.3');
    expect(screen.getByTestId('cart-total').textContent).toBe('₦1,000.3');

    act(() => store.remove('p-s'));
    act(() => store.add(stockfish, 7));
    expect(screen.getByText('Stockfish').closest('tr')?.textContent).toContain('₦13,999.93');
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('₦13,999.93');
    expect(screen.getByTestId('cart-delivery-fee').textContent).toBe('Free');
    expect(screen.getByTestId('cart-total').textContent).toBe('₦13,999.93');
  });

  it('charges ₦1,000 delivery up to ₦5,000 and nothing above, with minus disabled at 1', () => {
    const egusiTub = { productId: 'p-e', name: 'Egusi Tub', price: 2500, imageUrl: null };
    const { store } = renderWithCart(<CartPage />, [{ ...egusiTub, quantity: 1 }]);
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Egusi Tub' });
    expect(minus).toHaveProperty('disabled', true);
    expect(screen.getByTestId('cart-delivery-fee').textContent).toBe('₦1,000');
    expect(screen.getByTestId('cart-total').textContent).toBe('₦3,500');

    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Egusi Tub' }));
    expect(minus).toHaveProperty('disabled', false);
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('₦5,000');
    expect(screen.getByTestId('cart-delivery-fee').textContent).toBe('₦1,000');
    expect(screen.getByTestId('cart-total').textContent).toBe('₦6,000');

    act(() => store.add({ ...suya, price: 1 }));
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('₦5,001');
    expect(screen.getByTestId('cart-delivery-fee').textContent).toBe('Free');
    expect(screen.getByTestId('cart-total').textContent).toBe('₦5,001');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Suya Spice' }));
    expect(screen.queryByText('Suya Spice')).toBeNull();
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it("shows an image-less line's category placeholder, a photo for a line that has one", () => {
    const grains = {
      productId: 'p-g',
      name: 'Ofada Rice',
      price: 4200,
      imageUrl: null,
      categoryId: 'grains',
    };
    const spices = { ...grains, productId: 'p-s', name: 'Uziza Seeds', categoryId: 'spices' };
    const { container } = renderWithCart(<CartPage />, [
      { ...grains, quantity: 1 },
      { ...spices, quantity: 1 },
      { ...suya, imageUrl: '/api/images/suya.svg', quantity: 1 },
    ]);
    const tones = [...container.querySelectorAll('.cart-line__thumb.ui-placeholder')].map((mark) =>
      mark.getAttribute('data-tone'),
    );
    expect(tones).toEqual([String(placeholderTone('grains')), String(placeholderTone('spices'))]);
    expect(container.querySelectorAll('img.cart-line__thumb')).toHaveLength(1);
  });

  it('clamps a line to a dropped stock, drops a sold-out one, and says so plainly', async () => {
    const { store } = renderWithCart(
      <CartPage />,
      [
        { ...suya, quantity: 5 },
        { ...egusi, quantity: 2 },
      ],
      {
        products: [
          { productId: 'p-suya', price: 1500, stock: 2 },
          { productId: 'p-egusi', price: 2000, stock: 0 },
        ],
      },
    );
    const notice = await screen.findByText('Some items in your cart have changed');
    const region = notice.closest('[role="status"]') as HTMLElement;
    expect(
      within(region).getByText('Only 2 of Suya Spice left: your quantity was reduced from 5 to 2.'),
    ).toBeTruthy();
    expect(
      within(region).getByText('Ground Egusi is out of stock and was removed from your cart.'),
    ).toBeTruthy();
    expect(store.getSnapshot().items).toEqual([{ ...suya, quantity: 2, stock: 2 }]);

    // The stepper now stops at the stock.
    const plus = screen.getByRole('button', { name: 'Increase quantity of Suya Spice' });
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(plus);
    expect(store.getSnapshot().items[0]?.quantity).toBe(2);
    expect(screen.getByText('Only 2 left')).toBeTruthy();
  });

  it('asks the API about each line: a 404 removes it, a failure leaves it alone', async () => {
    const requests: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      // The product checks only (the page also reads the cart's state once, GET /api/cart).
      const path = new URL(url, 'http://shop.test').pathname;
      if (path.startsWith('/api/products/')) requests.push(path);
      if (url.includes('p-gone')) return json(404, { message: 'Product not found' })();
      if (url.includes('p-egusi')) return json(503, { message: 'down' })();
      return json(200, { id: 'p-suya', name: 'Suya Spice', price: '1500', stock: 7 })();
    });
    const gone = { productId: 'p-gone', name: 'Old Pepper', price: 900, imageUrl: null };
    const { store } = renderWithCart(
      <CartPage />,
      [
        { ...suya, quantity: 1 },
        { ...egusi, quantity: 1 },
        { ...gone, quantity: 1 },
      ],
      { products: 'ask' },
    );
    expect(
      await screen.findByText('Old Pepper is no longer available and was removed from your cart.'),
    ).toBeTruthy();
    expect(store.getSnapshot().items).toEqual([
      { ...suya, quantity: 1, stock: 7 },
      { ...egusi, quantity: 1 },
    ]);
    // The cart without the removed line is asked about once more.
    await waitFor(() => expect(requests).toHaveLength(5));
    expect(requests.slice(0, 3).sort()).toEqual([
      '/api/products/p-egusi',
      '/api/products/p-gone',
      '/api/products/p-suya',
    ]);
  });

  it('"Deliver to": a state chosen prices the delivery for it, and is kept on the server cart', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') sent.push({ url: String(url), body: JSON.parse(String(init.body)) });
      return json(200, { items: [] })();
    });
    renderWithCart(<CartPage />, [{ ...suya, quantity: 2 }], { serverCart: { items: [] } });
    // ₦3,000 in a fresh shop: "Delivery from ₦1,000" until a state is known.
    expect(await screen.findByText('Delivery from')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Deliver to'), { target: { value: 'KN' } });
    expect(await screen.findByText('Standard delivery (Nigeria)')).toBeTruthy();
    expect(screen.getByTestId('cart-delivery-fee').textContent).toBe('₦1,000');
    expect(screen.getByTestId('cart-total').textContent).toBe('₦4,000');
    await waitFor(() => expect(sent).toEqual([{ url: '/api/cart/destination', body: { state: 'KN' } }]));
  });

  it('"Deliver to" starts from the state the server cart keeps, and works as a form without JavaScript', async () => {
    renderWithCart(<CartPage />, [{ ...suya, quantity: 1 }], { serverCart: { items: [], state: 'LA' } });
    const select = screen.getByLabelText('Deliver to') as HTMLSelectElement;
    expect(select.value).toBe('LA');
    expect(select.name).toBe('state');
    expect(select.form?.getAttribute('action')).toBe('/cart/destination');
    expect(select.form?.getAttribute('method')).toBe('post');
    expect(await screen.findByText('Standard delivery (Nigeria)')).toBeTruthy();
  });
});
