import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categories, products } from '../../test/fixtures.ts';
import { renderCatalog } from '../../test/render.tsx';
import { ShopPage } from './ShopPage.tsx';

const openShop = (url: string) => {
  window.history.replaceState(null, '', url);
  return renderCatalog(<ShopPage />, { products, categories });
};
const shownNames = () =>
  within(screen.getByRole('region', { name: 'Products' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const currentUrl = () => window.location.pathname + window.location.search;
const goTo = (url: string) =>
  act(() => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

describe('Shop: filters live in the address bar', () => {
  it('restores category (by slug) and sort from a pasted URL', () => {
    openShop('/shop?category=snacks&sort=price-desc');
    expect(screen.getByText('Showing 2 products')).toBeTruthy();
    expect(shownNames()).toEqual(['Plantain Chips', 'Chin Chin']);
    expect(screen.getByRole('button', { name: 'Snacks' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Snacks' })).toHaveProperty('checked', true);
    expect((screen.getByRole('combobox', { name: 'Sort By' }) as HTMLSelectElement).value).toBe('price-desc');
    expect(screen.getByText('Category: Snacks')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeTruthy();
  });

  it('accepts a category id as well as a slug', () => {
    openShop(`/shop?category=${categories[1]?.id}`);
    expect(shownNames()).toEqual(['Abakaliki Rice 10kg', 'Ofada Rice']);
    expect(screen.getByRole('radio', { name: 'Grains & Rice' })).toHaveProperty('checked', true);
  });

  it('shows everything, name A to Z, without filters (prices above ₦10,000 too), and no Clear Filters', () => {
    openShop('/shop');
    expect(screen.getByText('Showing 6 products')).toBeTruthy();
    expect(shownNames()).toEqual([
      'Abakaliki Rice 10kg',
      'Ata Rodo',
      'Chin Chin',
      'Ofada Rice',
      'Plantain Chips',
      'Suya Spice',
    ]);
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
    expect(screen.queryByText('Active Filters')).toBeNull();
  });

  it('fetches the first card’s image first (a phone’s largest paint), the next at once, the rest lazily', () => {
    openShop('/shop');
    const images = within(screen.getByRole('region', { name: 'Products' }))
      .getAllByRole('presentation', { hidden: true })
      .filter((element) => element.tagName === 'IMG');
    expect(
      images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]),
    ).toEqual([['eager', 'high'], ['eager', null], ...Array.from({ length: 4 }, () => ['lazy', null])]);
  });

  it('writes tab, radio and sort changes to the URL and follows back/forward', () => {
    openShop('/shop');
    fireEvent.click(screen.getByRole('button', { name: 'Grains & Rice' }));
    expect(currentUrl()).toBe('/shop?category=grains-rice');
    expect(shownNames()).toEqual(['Abakaliki Rice 10kg', 'Ofada Rice']);

    fireEvent.click(screen.getByRole('radio', { name: 'Spices' }));
    expect(currentUrl()).toBe('/shop?category=spices');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort By' }), { target: { value: 'price-asc' } });
    expect(currentUrl()).toBe('/shop?category=spices&sort=price-asc');
    expect(shownNames()).toEqual(['Suya Spice', 'Ata Rodo']);

    goTo('/shop?category=grains-rice&maxPrice=9000');
    expect(shownNames()).toEqual(['Ofada Rice']);
    expect(screen.getByRole('radio', { name: 'Grains & Rice' })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('button', { name: 'All Products' }));
    expect(currentUrl()).toBe('/shop?maxPrice=9000');
  });

  it('writes the search after typing pauses, and follows the URL back into the box', async () => {
    openShop('/shop');
    const box = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'CHIPS' } });
    await waitFor(() => expect(currentUrl()).toBe('/shop?search=CHIPS'));
    expect(shownNames()).toEqual(['Plantain Chips']);
    expect(screen.getByText('Search: CHIPS')).toBeTruthy();

    goTo('/shop?search=ofada');
    expect(box.value).toBe('ofada');
    expect(shownNames()).toEqual(['Ofada Rice']);
  });

  it('writes price bounds only inside 0–10,000 and filters by them', async () => {
    openShop('/shop');
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum price' }), { target: { value: '2000' } });
    await waitFor(() => expect(currentUrl()).toBe('/shop?maxPrice=2000'));
    expect(shownNames()).toEqual(['Chin Chin', 'Plantain Chips', 'Suya Spice']);
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum price' }), { target: { value: '1000' } });
    await waitFor(() => expect(currentUrl()).toBe('/shop?minPrice=1000&maxPrice=2000'));
    expect(shownNames()).toEqual(['Plantain Chips', 'Suya Spice']);
    expect(screen.getByText('Price: ₦1,000 – ₦2,000')).toBeTruthy();
  });

  it("says 'No products found' when nothing matches, and Reset All clears the URL", () => {
    openShop('/shop?search=egusi&category=snacks');
    expect(screen.getByText('No products found')).toBeTruthy();
    expect(screen.getByText(/adjusting your search or filters/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset All' }));
    expect(currentUrl()).toBe('/shop');
    expect(screen.getByText('Showing 6 products')).toBeTruthy();
  });

  it('removes a single filter with its chip', () => {
    openShop('/shop?search=a&category=snacks&sort=newest');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Category: Snacks' }));
    expect(currentUrl()).toBe('/shop?search=a&sort=newest');
  });

  it('switches between grid and list layouts', () => {
    const { container } = openShop('/shop');
    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(container.querySelector('.cat-results__items--list')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('adds a card to the cart with the Added to cart toast', () => {
    const { cart, toasts } = openShop('/shop?search=suya');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(cart.add).toHaveBeenCalledWith(
      expect.objectContaining({ productId: products[0]?.id, name: 'Suya Spice', price: 1500 }),
      1,
    );
    expect(toasts).toEqual([
      {
        title: 'Added to cart',
        description: 'Suya Spice has been added to your cart.',
        duration: 3000,
        action: { label: 'View cart', href: '/cart' },
      },
    ]);
  });
});
