import type { Quote } from '@ata/core/order';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithCart, suya } from '../../test/render.tsx';
import { PricedTotals } from './PricedTotals.tsx';

afterEach(cleanup);

/** The delivery row as a shopper reads it: its name, then the fee. */
const deliveryRow = () => screen.getByTestId('cart-delivery-fee').parentElement?.textContent;

const quote = (subtotalKobo: number, fromDeliveryKobo: number): Quote => ({
  subtotalKobo,
  discounts: [],
  discountKobo: 0,
  options: [],
  delivery: null,
  deliveryKobo: 0,
  fromDeliveryKobo,
  totalKobo: subtotalKobo,
  code: null,
  codeMessage: null,
});

describe('the totals before a state is chosen', () => {
  it('say "Delivery from ₦X" when the least delivery costs something', () => {
    const items = [{ ...suya, quantity: 2 }];
    renderWithCart(<PricedTotals items={items} quote={quote(300_000, 100_000)} />);
    expect(deliveryRow()).toBe('Delivery from₦1,000');
    expect(screen.getByTestId('cart-total').textContent).toBe('₦4,000');
  });

  it('say "Delivery — Free", not "Delivery from Free", when the least delivery is free (quote)', () => {
    const items = [{ ...suya, quantity: 4 }];
    renderWithCart(<PricedTotals items={items} quote={quote(600_000, 0)} />);
    expect(deliveryRow()).toBe('DeliveryFree');
    expect(screen.queryByText('Delivery from')).toBeNull();
  });

  it('say the same while the quote is not there yet (the cart’s own totals)', () => {
    const items = [{ ...suya, quantity: 4 }];
    renderWithCart(<PricedTotals items={items} quote={undefined} />);
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('₦6,000');
    expect(deliveryRow()).toBe('DeliveryFree');
  });
});
