import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadProducts } from './load-products.ts';

const API = 'https://shop.example';
const row = {
  id: '3f2a9c1e-8b7d-4c2a-9e1f-123456789abc',
  name: 'Ground Crayfish 250g',
  slug: 'ground-crayfish',
  description: 'Smoke-dried crayfish',
  price: '4200',
  imageUrl: '/api/images/ground-crayfish.svg',
  stock: 3,
  categoryId: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  isFeatured: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

const page = (items: unknown[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 8,
  facets: { categories: [], price: { min: null, max: null } },
});

/** The products the widget shows for an API answer of `rows`. */
async function shown(rows: unknown[]) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(page(rows)), { status: 200 }));
  return loadProducts({ api: API, category: null, featured: false, limit: 8 });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadProducts', () => {
  it('turns a price given as text into a number and makes the image URL absolute', async () => {
    expect((await shown([row]))[0]).toMatchObject({
      price: 4200,
      imageUrl: 'https://shop.example/api/images/ground-crayfish.svg',
    });
  });

  it('keeps absolute image URLs and tolerates missing optional fields', async () => {
    const { stock: _stock, isFeatured: _featured, categoryId: _category, ...rest } = row;
    const [product] = await shown([{ ...rest, price: 900, imageUrl: 'https://cdn.example/g.svg' }]);
    expect(product).toMatchObject({ imageUrl: 'https://cdn.example/g.svg', stock: 0, isFeatured: false });
  });

  it('skips rows that are not products', async () => {
    const { id: _id, ...noId } = row;
    const { price: _price, ...noPrice } = row;
    expect(await shown([null, noPrice, noId, row])).toHaveLength(1);
  });

  it('shows each product once when the featured spices also come in the featured page', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(page([row])), { status: 200 });
    });
    const products = await loadProducts({ api: API, category: null, featured: true, limit: 3 });
    expect(products.map((product) => product.id)).toEqual([row.id]);
    expect(asked).toEqual([
      'https://shop.example/api/catalog?category=spices&featured=true&pageSize=3',
      'https://shop.example/api/catalog?featured=true&pageSize=3',
    ]);
  });

  it('fails on an answer that is not a catalogue page', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify([row]), { status: 200 }));
    await expect(loadProducts({ api: API, category: null, featured: false, limit: 8 })).rejects.toThrow(
      'Unexpected answer from the shop',
    );
  });
});
