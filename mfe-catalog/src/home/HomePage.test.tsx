import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categories, products } from '../../test/fixtures.ts';
import { renderCatalog } from '../../test/render.tsx';
import { HomePage } from './HomePage.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Home', () => {
  it('has the hero links, the hero shipping badge and the page title', () => {
    renderCatalog(<HomePage />, { products, categories });
    expect(document.title).toBe('Nigerian Spices & Foodstuffs');
    expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/shop');
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    expect(screen.getByText('Free shipping on orders over ₦15,000')).toBeTruthy();
  });

  it('links a tile per category to the filtered shop, with a generic tile for other slugs', () => {
    const { container } = renderCatalog(<HomePage />, { products, categories });
    expect(screen.getByRole('link', { name: /Spices/ }).getAttribute('href')).toBe('/shop?category=spices');
    expect(container.querySelector('[data-slug="frozen"]')?.className).toContain('cat-tile--neutral');
    expect(container.querySelector('[data-slug="snacks"]')?.className).not.toContain('cat-tile--neutral');
    // In the home page's order (protein, spices, grains-rice, snacks, …), others last.
    const order = [...container.querySelectorAll('[data-slug]')].map((tile) =>
      tile.getAttribute('data-slug'),
    );
    expect(order).toEqual(['spices', 'grains-rice', 'snacks', 'frozen']);
  });

  it('features at most 4 products, spices first, the first double width and Most Popular', () => {
    renderCatalog(<HomePage />, { products, categories });
    const featured = screen.getByRole('region', { name: 'Featured Products' });
    const names = within(featured)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Suya Spice', 'Ofada Rice', 'Plantain Chips']);
    const first = within(featured).getAllByRole('listitem')[0];
    expect(first?.className).toContain('cat-featured__item--first');
    expect(within(first!).getByText('Most Popular')).toBeTruthy();
  });

  it('shows placeholders while loading', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const { container } = renderCatalog(<HomePage />);
    expect(container.querySelectorAll('.cat-tile--skeleton').length).toBe(6);
    expect(container.querySelectorAll('.cat-card--skeleton').length).toBe(4);
  });

  it('has four benefits and three rated testimonials', () => {
    renderCatalog(<HomePage />, { products, categories });
    for (const benefit of ['Premium Quality', 'Fast Delivery', 'Authentic Flavors', 'Quality Guaranteed']) {
      expect(screen.getByRole('heading', { name: benefit })).toBeTruthy();
    }
    expect(screen.getAllByRole('img', { name: /Rated (4\.5|5) out of 5/ })).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
  });
});

describe('Home newsletter', () => {
  it('refuses a bad e-mail with the Invalid email toast', () => {
    const { toasts } = renderCatalog(<HomePage />, { products, categories });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'ada at mail' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(toasts).toEqual([
      { title: 'Invalid email', description: 'Please enter a valid email address', variant: 'destructive' },
    ]);
  });

  it("says 'Subscribing...' for a second, then thanks and clears the field", () => {
    vi.useFakeTimers();
    const { toasts } = renderCatalog(<HomePage />, { products, categories });
    const field = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'ada@example.ng' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toHaveProperty('disabled', true);
    expect(toasts).toEqual([]);
    act(() => vi.advanceTimersByTime(1000));
    expect(toasts).toEqual([
      { title: 'Subscribed!', description: 'Thank you for subscribing to our newsletter.' },
    ]);
    expect(field.value).toBe('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });
});
