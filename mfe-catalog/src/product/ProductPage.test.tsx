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

describe('Product in sizes', () => {
  const sizes = [
    {
      id: '5d1c1f3e-0000-4000-8000-000000000001',
      label: '250 g',
      sku: 'c-250',
      price: 4200,
      compareAtPrice: null,
      stock: 8,
      weightGrams: 250,
    },
    {
      id: '5d1c1f3e-0000-4000-8000-000000000002',
      label: '100 g',
      sku: 'c-100',
      price: 1900,
      compareAtPrice: null,
      stock: 10,
      weightGrams: 100,
    },
    {
      id: '5d1c1f3e-0000-4000-8000-000000000003',
      label: '1 kg',
      sku: 'c-1kg',
      price: 15500,
      compareAtPrice: 17000,
      stock: 0,
      weightGrams: 1000,
    },
  ];
  const crayfish = { ...suya!, name: 'Ground Crayfish', price: 4200, stock: 8, variants: sizes };
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        [`/api/products/${suya?.id}`]: crayfish,
        '/api/categories': categories,
        '/api/settings': { contact_whatsapp: '+234 801 234 5678' },
      }),
    );
  });

  it('offers the sizes as a radio group in the form, sold-out ones disabled, with the unit price', async () => {
    open(suya!.id);
    const group = await screen.findByRole('group', { name: 'Size' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => [radio.name, radio.value, radio.checked, radio.disabled])).toEqual([
      ['variantId', sizes[0]!.id, true, false],
      ['variantId', sizes[1]!.id, false, false],
      ['variantId', sizes[2]!.id, false, true],
    ]);
    expect(radios[0]!.form?.getAttribute('action')).toBe('/cart/add');
    expect(within(group).getByText('Sold out')).toBeTruthy();
    expect(document.querySelector('.cat-product__unit-price')?.textContent).toBe('₦1,680 per 100 g');
  });

  it('adds the chosen size at its price, and the toast names it', async () => {
    const { cart, toasts } = open(suya!.id);
    fireEvent.click(await screen.findByRole('radio', { name: /^100 g / }));
    expect(document.querySelector('.cat-product__price')?.textContent).toBe('₦1,900');
    expect(screen.getAllByText('₦1,900 per 100 g').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(cart.add).toHaveBeenCalledWith(
      {
        productId: suya!.id,
        variantId: sizes[1]!.id,
        variantLabel: '100 g',
        name: 'Ground Crayfish',
        price: 1900,
        imageUrl: suya!.imageUrl,
        categoryId: suya!.categoryId,
        stock: 10,
      },
      1,
    );
    expect(toasts.at(-1)?.description).toBe('Ground Crayfish (100 g) has been added to your cart.');
  });
});
