import { categorySchema } from '@ata/core/category';
import { productSchema } from '@ata/core/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Json = Record<string, unknown>;
const getJson = async (path: string, init?: RequestInit) => {
  const response = await app.request(path, init);
  expect(response.status, path).toBe(200);
  return response.json() as Promise<Json[] & Json>;
};
const admin = () => ({ Authorization: app.basic.admin });

describe('GET /api/categories', () => {
  it('returns the six seeded categories as a plain array of categories', async () => {
    const categories = await getJson('/api/categories');
    expect(Array.isArray(categories)).toBe(true);
    for (const category of categories) categorySchema.parse(category);
    expect(categories.map((c) => c.slug)).toEqual(
      expect.arrayContaining([
        'protein',
        'spices',
        'grains-rice',
        'snacks',
        'recipe-bundles',
        'sauces-pastes',
      ]),
    );
  });

  it('returns one category by id or slug', async () => {
    const [first] = await getJson('/api/categories');
    expect(await getJson(`/api/categories/${first!.id}`)).toEqual(first);
    expect(await getJson(`/api/categories/${first!.slug}`)).toEqual(first);
  });
});

describe('GET /api/products', () => {
  it('returns the seeded catalogue with numeric prices', async () => {
    const products = await getJson('/api/products');
    expect(products.length).toBeGreaterThanOrEqual(30);
    for (const product of products) {
      productSchema.parse(product);
      expect(typeof product.price).toBe('number');
    }
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => (p.stock as number) >= 1 && (p.stock as number) <= 5)).toBe(true);
  });

  it('filters featured products', async () => {
    const featured = await getJson('/api/products?featured=true');
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((p) => p.isFeatured === true)).toBe(true);
    expect((await app.request('/api/products?featured=maybe')).status).toBe(400);
  });

  it('filters by category slug or id; unknown category → empty list', async () => {
    const categories = await getJson('/api/categories');
    const spices = categories.find((c) => c.slug === 'spices')!;
    const bySlug = await getJson('/api/products?category=spices');
    expect(bySlug.length).toBeGreaterThan(0);
    expect(bySlug.every((p) => p.categoryId === spices.id)).toBe(true);
    expect(await getJson(`/api/products?category=${spices.id}`)).toEqual(bySlug);
    expect(await getJson('/api/products?category=no-such-category')).toEqual([]);
  });

  it('returns one product; unknown or malformed id → 404 JSON', async () => {
    const [first] = await getJson('/api/products');
    expect(await getJson(`/api/products/${first!.id}`)).toEqual(first);
    const unknown = await app.request('/api/products/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Product not found' });
    expect((await app.request('/api/products/not-a-uuid')).status).toBe(404);
  });
});

describe('cached reads', () => {
  it('send an ETag and answer 304 to a matching If-None-Match', async () => {
    const first = await app.request('/api/products');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await app.request('/api/products', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('are invalidated by writes', async () => {
    const before = await app.request('/api/products');
    const etag = before.headers.get('etag')!;
    const [product] = (await before.json()) as Json[];
    const updated = await app.request(`/api/products/${product!.id}`, {
      method: 'PUT',
      headers: admin(),
      json: { ...product, price: 9999 },
    });
    expect(updated.status).toBe(200);
    const after = await app.request('/api/products', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    const changed = ((await after.json()) as Json[]).find((p) => p.id === product!.id);
    expect(changed?.price).toBe(9999);
    expect(await getJson(`/api/products/${product!.id}`)).toMatchObject({ price: 9999 });
  });
});

describe('product writes (admin)', () => {
  const body = (categoryId: string | null, slug = `ogbono-${Date.now()}`) => ({
    name: 'Ground Ogbono 500g',
    slug,
    description: 'Wild mango seeds, dried and ground for a thick, drawy ogbono soup.',
    price: '3200',
    stock: 12,
    imageUrl: '',
    categoryId,
    isFeatured: false,
  });

  it('creates, updates and deletes a product', async () => {
    const [category] = await getJson('/api/categories');
    const created = await app.request('/api/products', {
      method: 'POST',
      headers: admin(),
      json: body(category!.id as string),
    });
    expect(created.status).toBe(201);
    const product = productSchema.parse(await created.json());
    expect(product).toMatchObject({ name: 'Ground Ogbono 500g', price: 3200, stock: 12, imageUrl: null });

    const updated = await app.request(`/api/products/${product.id}`, {
      method: 'PUT',
      headers: admin(),
      json: { ...body(category!.id as string, product.slug), price: 3500, isFeatured: true },
    });
    expect(await updated.json()).toMatchObject({ price: 3500, isFeatured: true });

    const removed = await app.request(`/api/products/${product.id}`, { method: 'DELETE', headers: admin() });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ id: product.id });
    expect((await app.request(`/api/products/${product.id}`)).status).toBe(404);
  });

  it('refuses a duplicate slug with 409 and an unknown category with 400', async () => {
    const [existing] = await getJson('/api/products');
    const duplicate = await app.request('/api/products', {
      method: 'POST',
      headers: admin(),
      json: body(null, existing!.slug as string),
    });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ errors: { slug: 'Slug already exists' } });

    const unknown = await app.request('/api/products', {
      method: 'POST',
      headers: admin(),
      json: body('00000000-0000-4000-8000-000000000000'),
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ errors: { categoryId: 'Category not found' } });
  });
});

describe('category writes (admin)', () => {
  it('creates, renames and deletes a category', async () => {
    const created = await app.request('/api/categories', {
      method: 'POST',
      headers: admin(),
      json: { name: 'Drinks', slug: 'drinks', imageUrl: '' },
    });
    expect(created.status).toBe(201);
    const category = categorySchema.parse(await created.json());
    const updated = await app.request(`/api/categories/${category.id}`, {
      method: 'PUT',
      headers: admin(),
      json: { name: 'Drinks & Zobo', slug: 'drinks' },
    });
    expect(await updated.json()).toMatchObject({ name: 'Drinks & Zobo', slug: 'drinks' });
    const duplicate = await app.request('/api/categories', {
      method: 'POST',
      headers: admin(),
      json: { name: 'Spices again', slug: 'spices' },
    });
    expect(duplicate.status).toBe(409);
    expect(
      (await app.request(`/api/categories/${category.id}`, { method: 'DELETE', headers: admin() })).status,
    ).toBe(200);
  });

  it('deleting a category keeps its products, with categoryId null', async () => {
    const product = await makeProduct(app.orm);
    const categoryId = product.categoryId!;
    // Warm the cache so that the test also proves invalidation.
    await getJson(`/api/products/${product.id}`);
    const removed = await app.request(`/api/categories/${categoryId}`, {
      method: 'DELETE',
      headers: admin(),
    });
    expect(removed.status).toBe(200);
    expect(await getJson(`/api/products/${product.id}`)).toMatchObject({ id: product.id, categoryId: null });
    expect((await app.request(`/api/categories/${categoryId}`)).status).toBe(404);
  });
});
