// The custom element in happy-dom (with React; the real build swaps in preact/compat and is covered by
// e2e/tests/widget.spec.ts in Chromium).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADD_TO_CART_EVENT, createProductGridElement, PRODUCT_CLICK_EVENT } from './element.tsx';

const API = 'https://shop.example';
// Rows as the API sends them (the widget reads them with the shop's product schema).
const YAJI = '0b9c2d4e-8f1a-4b3c-9d2e-1f0a9b8c7d61';
const UZIZA = '0b9c2d4e-8f1a-4b3c-9d2e-1f0a9b8c7d62';
const CHIN_CHIN = '0b9c2d4e-8f1a-4b3c-9d2e-1f0a9b8c7d63';
const SPICES = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e41';
const SNACKS = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e42';
const timestamps = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' };
const product = (id: string, name: string, categoryId: string, stock = 10) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  description: `${name}, fresh from the market.`,
  price: 1500,
  imageUrl: `/api/images/${name.toLowerCase().replace(/ /g, '-')}.svg`,
  stock,
  categoryId,
  isFeatured: false,
  ...timestamps,
});
const catalogue: Record<string, ReturnType<typeof product>[]> = {
  spices: [product(YAJI, 'Suya Spice', SPICES), product(UZIZA, 'Uziza Seeds', SPICES, 0)],
  snacks: [product(CHIN_CHIN, 'Chin Chin', SNACKS)],
};
const categories = [
  { id: SPICES, name: 'Spices', slug: 'spices', ...timestamps },
  { id: SNACKS, name: 'Snacks', slug: 'snacks', ...timestamps },
];

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input));
  if (url.hostname === 'down.example') throw new TypeError('Failed to fetch');
  if (url.pathname === '/api/categories') return Response.json(categories);
  // A catalogue page: the category's products, as many as asked for.
  const all = catalogue[url.searchParams.get('category') ?? ''] ?? [];
  const pageSize = Number(url.searchParams.get('pageSize') ?? 24);
  const facets = { categories: [], price: { min: null, max: null } };
  return Response.json({ items: all.slice(0, pageSize), total: all.length, page: 1, pageSize, facets });
});

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
  customElements.define('ata-product-grid', createProductGridElement(API));
});
afterEach(() => {
  document.body.innerHTML = '';
  fetchMock.mockClear();
});

function mount(attributes: Record<string, string>) {
  const element = document.createElement('ata-product-grid');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return { element, shadow: within(element.shadowRoot as unknown as HTMLElement) };
}

describe('<ata-product-grid>', () => {
  it("renders the shop's cards in its shadow root, with stock states and links to the shop", async () => {
    const { shadow } = mount({ category: 'spices' });
    expect(await shadow.findByRole('heading', { name: 'Suya Spice' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      `${API}/api/catalog?category=spices&pageSize=8`,
      expect.anything(),
    );
    expect(shadow.getByRole('link', { name: 'Suya Spice' }).getAttribute('href')).toBe(
      `${API}/product/${YAJI}`,
    );
    expect(shadow.getAllByText('Spices')).toHaveLength(2);
    expect((shadow.getByRole('button', { name: 'Sold Out' }) as HTMLButtonElement).disabled).toBe(true);
    // Nothing leaks into the light DOM.
    expect(screen.queryByText('Suya Spice')).toBeNull();
  });

  it('re-renders when attributes change', async () => {
    const { element, shadow } = mount({ category: 'spices' });
    await shadow.findByRole('heading', { name: 'Suya Spice' });
    element.setAttribute('category', 'snacks');
    expect(await shadow.findByRole('heading', { name: 'Chin Chin' })).toBeTruthy();
    element.setAttribute('category', 'nothing-here');
    expect(await shadow.findByText('No products found')).toBeTruthy();
    element.setAttribute('category', 'spices');
    element.setAttribute('limit', '1');
    await waitFor(() => expect(shadow.getAllByRole('article')).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith(
      `${API}/api/catalog?category=spices&pageSize=1`,
      expect.anything(),
    );
  });

  it('fires composed, cancelable events with the product', async () => {
    const { shadow } = mount({ category: 'spices' });
    const received: CustomEvent[] = [];
    const handle = (event: Event) => {
      event.preventDefault();
      received.push(event as CustomEvent);
    };
    document.addEventListener(ADD_TO_CART_EVENT, handle);
    document.addEventListener(PRODUCT_CLICK_EVENT, handle);
    (await shadow.findByRole('button', { name: 'Add to Cart' })).click();
    shadow.getByRole('link', { name: 'Suya Spice' }).click();
    document.removeEventListener(ADD_TO_CART_EVENT, handle);
    document.removeEventListener(PRODUCT_CLICK_EVENT, handle);

    expect(received.map((event) => [event.type, event.composed, event.detail.product.name])).toEqual([
      [ADD_TO_CART_EVENT, true, 'Suya Spice'],
      [PRODUCT_CLICK_EVENT, true, 'Suya Spice'],
    ]);
    expect(received[0]?.detail.url).toBe(`${API}/product/${YAJI}`);
  });

  it('shows a small error with a retry when the shop cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { shadow } = mount({ api: 'https://down.example' });
    expect((await shadow.findByRole('alert')).textContent).toContain(
      'Products could not be loaded right now.',
    );
    expect(shadow.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(warn).toHaveBeenCalled(); // the partner's developer sees why in the console
    warn.mockRestore();
  });
});
