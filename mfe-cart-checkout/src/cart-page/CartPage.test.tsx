import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithCart, suya } from '../../test/render.tsx';
import { CartPage } from './CartPage.tsx';

afterEach(cleanup);

describe('cart page', () => {
  it('shows the empty state with Start Shopping', () => {
    renderWithCart(<CartPage />);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/shop');
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
});
