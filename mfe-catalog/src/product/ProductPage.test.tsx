import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categories, moreSpices, products } from '../../test/fixtures.ts';
import { fakeFetch, renderCatalog } from '../../test/render.tsx';
import { ProductPage } from './ProductPage.tsx';

const [suya, ofada, chinChin] = products;
// As the API sends it: the price is text.
const asApi = (product: typeof suya) => ({ ...product, price: `${product?.price}.00` });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      [`/api/products/${suya?.id}`]: asApi(suya),
      [`/api/products/${ofada?.id}`]: asApi(ofada),
      [`/api/products/${chinChin?.id}`]: asApi(chinChin),
      '/api/categories': categories,
      '/api/settings': { contact_whatsapp: '+234 801 234 5678' },
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

const open = (id: string) => renderCatalog(<ProductPage id={id} />);

describe('Product detail', () => {
  it('shows the product, Bestseller, In Stock, title and meta description', async () => {
    open(suya!.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Suya Spice' })).toBeTruthy();
    expect(screen.getByText('₦1,500')).toBeTruthy();
    expect(screen.getByText('Bestseller')).toBeTruthy();
    expect(screen.getByText('In Stock')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Shop/ }).getAttribute('href')).toBe('/shop');
    expect(document.title).toBe('Suya Spice | Ata Market');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      suya!.description.slice(0, 160),
    );
  });

  it('opens a WhatsApp inquiry with the product name and price in a new tab', async () => {
    open(suya!.id);
    const link = await screen.findByRole('link', { name: 'Inquire via WhatsApp' });
    expect(link.getAttribute('target')).toBe('_blank');
    // The number comes from the contact_whatsapp setting once it has loaded.
    await waitFor(() => expect(link.getAttribute('href')).toContain('2348012345678'));
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/2348012345678');
    expect(url.searchParams.get('text')).toContain('Suya Spice');
    expect(url.searchParams.get('text')).toContain('₦1,500');
  });

  it('adds the chosen quantity to the cart with the Added to cart toast', async () => {
    const { cart, toasts } = open(suya!.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(cart.add).toHaveBeenCalledWith(
      {
        productId: suya!.id,
        name: 'Suya Spice',
        price: 1500,
        imageUrl: suya!.imageUrl,
        categoryId: suya!.categoryId,
        stock: suya!.stock,
      },
      3,
    );
    expect(toasts.at(-1)).toEqual({
      title: 'Added to cart',
      description: 'Suya Spice has been added to your cart.',
      duration: 3000,
      action: { label: 'View cart', href: '/cart' },
    });
  });

  it('shows the failure toast when the cart refuses the item', async () => {
    const { cart, toasts } = open(suya!.id);
    cart.add.mockImplementation(() => {
      throw new Error('quota');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(toasts.at(-1)).toEqual({
      title: 'Error',
      description: 'Failed to add item to cart',
      variant: 'destructive',
    });
  });

  it("warns 'Only N left' when stock is low", async () => {
    open(ofada!.id);
    expect(await screen.findByText('Only 3 left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
  });

  it('disables quantity and Add to Cart when out of stock', async () => {
    open(chinChin!.id);
    expect(await screen.findByText('Out of stock')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('disabled', true);
  });

  it("shows 'Product Not Found' with Continue Shopping when the product cannot be loaded", async () => {
    open('no-such-id');
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeTruthy();
    expect(
      screen.getByText("The product you're looking for might have been removed or doesn't exist."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
  });

  it('suggests four other products of its category, asking the catalogue for no more than that', async () => {
    const all = [...products, ...moreSpices];
    const { client } = renderCatalog(<ProductPage id={suya!.id} />, { products: all, categories });
    const section = await screen.findByRole('region', { name: 'More Spices' });
    const expected = all
      .filter((product) => product.categoryId === suya!.categoryId && product.id !== suya!.id)
      .map((product) => product.name)
      .sort((a, b) => a.localeCompare(b))
      .slice(0, 4);
    const names = within(section).getAllByRole('heading', { level: 3 });
    expect(names.map((name) => name.textContent)).toEqual(expected);
    expect(
      client.getQueryCache().findAll({ queryKey: [`/api/catalog?category=${suya!.categoryId}&pageSize=5`] }),
    ).toHaveLength(1);
  });

  it('shows no suggestions when its category has nothing else', async () => {
    const alone = products.filter((product) => product.categoryId !== ofada!.categoryId || product === ofada);
    renderCatalog(<ProductPage id={ofada!.id} />, { products: alone, categories });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ofada Rice' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'More Grains & Rice' })).toBeNull());
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });
});
