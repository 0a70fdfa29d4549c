import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures.ts';
import { RecipeCart } from './RecipeCart.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API's recipe cart for a number of servings: one ticked line of 0.5 packs per serving, rounded up. */
const cartFor = (servings: number) => ({
  servings,
  html: `<section aria-label="Buy the ingredients"><form method="get" data-servings><label for="s">Servings</label><input id="s" name="servings" type="number" value="${servings}"><button type="submit">Update</button></form><form method="get" action="/cart/add"><label><input type="checkbox" name="items" value="obe-ata-base:${Math.ceil(servings / 2)}" checked> Obe Ata</label><button type="submit">Add ticked items to cart</button></form></section>`,
});

describe('the recipe cart under a post', () => {
  it('places the API’s section and, on Update, reads it again for the new servings instead of reloading', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      expect(url.pathname).toBe('/api/recipes/r1/cart');
      return jsonResponse(cartFor(Number(url.searchParams.get('servings') ?? 4)));
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RecipeCart recipeId="r1" />
      </QueryClientProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Buy the ingredients' });
    expect(region).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Obe Ata' }).getAttribute('value')).toBe('obe-ata-base:2');
    expect((screen.getByRole('spinbutton', { name: 'Servings' }) as HTMLInputElement).value).toBe('4');

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Servings' }), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Obe Ata' }).getAttribute('value')).toBe('obe-ata-base:5'),
    );
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toMatch(/\/api\/recipes\/r1\/cart\?servings=9$/);
    // Out of bounds: nothing is asked.
    const calls = fetchMock.mock.calls.length;
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Servings' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(fetchMock.mock.calls.length).toBe(calls);
  });
});
