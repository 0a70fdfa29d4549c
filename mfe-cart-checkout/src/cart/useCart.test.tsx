import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithCart, suya } from '../../test/render.tsx';
import { useCart } from './useCart.ts';

function Count() {
  const { items, total } = useCart();
  return (
    <p>
      {items.length} lines, {total}
    </p>
  );
}

describe('useCart', () => {
  it('throws the SPEC message outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Count />)).toThrow('useCart must be used within a CartProvider');
  });

  it('re-renders on every cart change', async () => {
    const { store } = renderWithCart(<Count />);
    expect(screen.getByText('0 lines, 0')).toBeTruthy();
    store.add(suya, 2);
    expect(await screen.findByText('1 lines, 3000')).toBeTruthy();
  });
});
