import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { products } from '../../test/fixtures.ts';
import { ProductCard } from './ProductCard.tsx';

const [suya, ofada, chinChin, ataRodo] = products as [
  (typeof products)[0],
  (typeof products)[0],
  (typeof products)[0],
  (typeof products)[0],
];

describe('ProductCard', () => {
  it('shows name, price and an enabled Add to Cart when well stocked', () => {
    const onAddToCart = vi.fn();
    render(<ProductCard product={suya} href="/product/1" onAddToCart={onAddToCart} />);
    expect(screen.getByRole('link', { name: 'Suya Spice' }).getAttribute('href')).toBe('/product/1');
    expect(screen.getByText('₦1,500')).toBeTruthy();
    expect(screen.queryByText(/left|Out of stock/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(suya);
  });

  it('warns when 5 or fewer are left', () => {
    render(<ProductCard product={ofada} href="/p" onAddToCart={() => {}} />);
    expect(screen.getByText('Only 3 left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
  });

  it('reads Sold Out, disabled, when out of stock', () => {
    const onAddToCart = vi.fn();
    render(<ProductCard product={chinChin} href="/p" onAddToCart={onAddToCart} />);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Sold Out' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('cuts the description at 80 characters with an ellipsis', () => {
    render(<ProductCard product={chinChin} href="/p" onAddToCart={() => {}} />);
    const text = screen.getByText(/^Crunchy/).textContent ?? '';
    expect(text.endsWith('...')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(83);
    expect(chinChin.description.startsWith(text.slice(0, -3))).toBe(true);
  });

  it("badges new products 'New' and older featured ones 'Best Seller'", () => {
    const { rerender } = render(<ProductCard product={ataRodo} href="/p" onAddToCart={() => {}} />);
    expect(screen.getByText('New')).toBeTruthy();
    rerender(<ProductCard product={suya} href="/p" onAddToCart={() => {}} />);
    expect(screen.getByText('Best Seller')).toBeTruthy();
    rerender(<ProductCard product={chinChin} href="/p" onAddToCart={() => {}} />);
    expect(screen.queryByText('Best Seller')).toBeNull();
    expect(screen.queryByText('New')).toBeNull();
  });

  it('lazy-loads its image with a fixed size, and navigates client-side on a plain click', () => {
    const onNavigate = vi.fn();
    const { container } = render(
      <ProductCard product={suya} href="/product/1" onAddToCart={() => {}} onNavigate={onNavigate} />,
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('width')).toBe('400');
    expect(image?.getAttribute('height')).toBe('400');
    fireEvent.click(screen.getByRole('link', { name: 'Suya Spice' }));
    expect(onNavigate).toHaveBeenCalledWith('/product/1');
    fireEvent.click(screen.getByRole('link', { name: 'Suya Spice' }), { ctrlKey: true });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
