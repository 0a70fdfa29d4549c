import type { BlogPost } from '@ata/core/blog';
import { publicRecipeSchema, recipeSchema } from '@ata/core/recipe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../src/http/response-cache.ts';
import { addSize, makeProduct } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { cache: new ResponseCache(60 * 60_000) });
});
afterAll(() => app.close());

const admin = () => ({ Authorization: app.basic.admin });
const write = (method: string, path: string, json: unknown) =>
  app.request(path, { method, headers: admin(), json });

describe('recipes', () => {
  it('are the owner’s: created, listed, read, changed and deleted in the admin, validated by the recipe form', async () => {
    const bad = await write('POST', '/api/recipes', {
      slug: 'Not A Slug',
      title: 'J',
      servings: 0,
      ingredients: [],
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({
      slug: 'Use lower-case letters, digits and -',
      title: 'Title is required',
      servings: 'At least 1 serving',
      ingredients: 'Add at least one ingredient',
    });
    const created = await write('POST', '/api/recipes', {
      slug: 'ofada-stew',
      title: 'Ofada Stew',
      servings: 4,
      ingredients: [{ productSlug: 'ofada-rice', size: '2kg', quantityPerServing: 0.25 }],
    });
    expect(created.status).toBe(201);
    const recipe = recipeSchema.parse(await created.json());
    expect(recipe.ingredients).toEqual([
      { productSlug: 'ofada-rice', size: '2kg', quantityPerServing: 0.25, note: '' },
    ]);
    const list = await app.request('/api/recipes?sort=["title","ASC"]&range=[0,9]', { headers: admin() });
    expect(list.headers.get('content-range')).toMatch(/^recipes 0-\d+\/\d+$/);
    expect(((await list.json()) as { slug: string }[]).map((one) => one.slug)).toContain('ofada-stew');
    const one = await app.request(`/api/recipes/id/${recipe.id}`, { headers: admin() });
    expect(recipeSchema.parse(await one.json()).title).toBe('Ofada Stew');
    const changed = await write('PUT', `/api/recipes/${recipe.id}`, { title: 'Ofada Stew (Ayamase)' });
    expect(changed.status).toBe(200);
    expect((await changed.json()).servings).toBe(4);
    expect((await app.request('/api/recipes')).status).toBe(401);
    expect((await app.request(`/api/recipes/id/${recipe.id}`)).status).toBe(401);
    expect(
      (await app.request(`/api/recipes/${recipe.id}`, { method: 'DELETE', headers: admin() })).status,
    ).toBe(200);
    expect((await app.request('/api/recipes/ofada-stew')).status).toBe(404);
  });

  it('are read by anyone, from any origin, with each ingredient’s product as the shop has it now', async () => {
    const crayfish = await makeProduct(app.orm, { name: 'Ground Crayfish', price: 4200, stock: 38 });
    await addSize(app.orm, crayfish, { label: '100 g', price: 1900, stock: 40, position: 1 });
    const catfish = await makeProduct(app.orm, { name: 'Dried Catfish', stock: 0 });
    const mackerel = await makeProduct(app.orm, { name: 'Smoked Mackerel', price: 3500 });
    const created = await write('POST', '/api/recipes', {
      slug: 'my-egusi',
      title: 'Egusi Soup',
      servings: 6,
      ingredients: [
        { productSlug: crayfish.slug, size: '100g', quantityPerServing: 0.25, note: 'ground' },
        { productSlug: catfish.slug, quantityPerServing: 0.25, alternativeSlug: mackerel.slug },
        { productSlug: 'no-longer-sold', quantityPerServing: 1 },
      ],
    });
    const { id } = (await created.json()) as { id: string };
    const response = await app.request('/api/recipes/my-egusi', {
      headers: { Origin: 'https://sisiyemmie.com' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const recipe = publicRecipeSchema.parse(await response.json());
    expect(recipe).toMatchObject({ slug: 'my-egusi', title: 'Egusi Soup', servings: 6 });
    const [first, second, third] = recipe.ingredients;
    expect(first).toMatchObject({
      productSlug: crayfish.slug,
      size: '100g',
      quantityPerServing: 0.25,
      note: 'ground',
    });
    expect(first?.product?.name).toBe('Ground Crayfish');
    expect(first?.product?.variants?.map((size) => [size.label, size.price, size.stock])).toEqual([
      ['Standard', 4200, 38],
      ['100 g', 1900, 40],
    ]);
    expect(first?.alternative).toBeNull();
    expect(second?.product?.stock).toBe(0);
    expect(second?.alternative?.name).toBe('Smoked Mackerel');
    expect(third).toMatchObject({ productSlug: 'no-longer-sold', product: null, alternative: null });
    // By id too (a blog post names its recipe by id).
    expect((await app.request(`/api/recipes/${id}`)).status).toBe(200);

    // Cached (a second read is a 304 to its ETag), and dropped when a recipe or a product changes.
    const etag = response.headers.get('etag') ?? '';
    expect((await app.request('/api/recipes/my-egusi', { headers: { 'If-None-Match': etag } })).status).toBe(
      304,
    );
    await write('PUT', `/api/products/${mackerel.id}`, { name: 'Smoked Titus Mackerel' });
    const renamed = publicRecipeSchema.parse(await (await app.request('/api/recipes/my-egusi')).json());
    expect(renamed.ingredients[1]?.alternative?.name).toBe('Smoked Titus Mackerel');
    await write('PUT', `/api/recipes/${id}`, { servings: 8 });
    expect((await (await app.request('/api/recipes/my-egusi')).json()).servings).toBe(8);
  });

  it('render the blog’s recipe cart: ticked lines for the servings, unavailable ones said, one GET form to the cart link', async () => {
    const crayfish = await makeProduct(app.orm, { name: 'Ground Crayfish', price: 4200, stock: 38 });
    await addSize(app.orm, crayfish, { label: '100 g', price: 1900, stock: 40, position: 1 });
    const catfish = await makeProduct(app.orm, { name: 'Dried Catfish', stock: 0 });
    const mackerel = await makeProduct(app.orm, { name: 'Smoked Mackerel', price: 3500, stock: 2 });
    await write('POST', '/api/recipes', {
      slug: 'pepper-soup',
      title: 'Pepper Soup',
      servings: 4,
      ingredients: [
        { productSlug: crayfish.slug, size: '100g', quantityPerServing: 0.25, note: 'ground' },
        { productSlug: catfish.slug, quantityPerServing: 0.5, alternativeSlug: mackerel.slug },
        { productSlug: 'no-longer-sold', quantityPerServing: 1 },
      ],
    });
    const read = async (query: string) => {
      const response = await app.request(`/api/recipes/pepper-soup/cart${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as { servings: number; html: string };
    };
    const four = await read('');
    expect(four.servings).toBe(4);
    expect(four.html).toContain('<form method="get" action="/cart/add"');
    expect([...four.html.matchAll(/name="items" value="([^"]+)" checked/g)].map((m) => m[1])).toEqual([
      `${crayfish.slug}:100g:1`,
      `${mackerel.slug}:2`,
    ]);
    expect(four.html).toContain('Dried Catfish: out of stock');
    expect(four.html).toContain('no-longer-sold: not sold in the shop');
    expect(four.html).toContain('Total for every item: <strong>₦8,900</strong>');
    // Six servings: 1.5 packs of crayfish round up to 2; 3 mackerel asked, 2 in stock (the cart link caps it).
    const six = await read('?servings=6');
    expect([...six.html.matchAll(/name="items" value="([^"]+)"/g)].map((m) => m[1])).toEqual([
      `${crayfish.slug}:100g:2`,
      `${mackerel.slug}:3`,
    ]);
    expect(six.html).toContain('(only 2 in stock)');
    expect((await app.request('/api/recipes/pepper-soup/cart?servings=101')).status).toBe(400);
    // The form as a browser submits it: one `items` per ticked box.
    const added = await app.request(`/cart/add?items=${crayfish.slug}:100g:2&items=${mackerel.slug}:3`, {
      redirect: 'manual',
    });
    const cookie = added.headers.get('set-cookie')?.split(';')[0] ?? '';
    const cart = (await (await app.request('/api/cart', { headers: { Cookie: cookie } })).json()) as {
      items: { name: string; quantity: number }[];
    };
    expect(cart.items.map((line) => [line.name, line.quantity])).toEqual([
      ['Ground Crayfish', 2],
      ['Smoked Mackerel', 2],
    ]);
  });

  it('can be linked to a blog post by the owner; an unknown recipe is refused on the field', async () => {
    const created = await write('POST', '/api/recipes', {
      slug: 'party-jollof',
      title: 'Party Jollof',
      servings: 4,
      ingredients: [{ productSlug: 'obe-ata-base', quantityPerServing: 0.5 }],
    });
    const { id } = (await created.json()) as { id: string };
    const post = {
      title: 'How to make party jollof',
      excerpt: 'The smoky jollof of Lagos parties.',
      content: 'Fry the pepper base until the oil floats, then add the stock and the rice.',
      categoryId: 'recipes',
      recipeId: id,
    };
    const saved = await write('POST', '/api/blog', post);
    expect(saved.status).toBe(201);
    const body = (await saved.json()) as BlogPost;
    expect(body.recipeId).toBe(id);
    expect(((await (await app.request(`/api/blog/${body.slug}`)).json()) as BlogPost).recipeId).toBe(id);
    const unknown = await write('POST', '/api/blog', {
      ...post,
      title: 'Another jollof',
      recipeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors).toEqual({ recipeId: 'Recipe not found' });
    // Deleting the recipe unlinks the post.
    await app.request(`/api/recipes/${id}`, { method: 'DELETE', headers: admin() });
    expect(((await (await app.request(`/api/blog/${body.slug}`)).json()) as BlogPost).recipeId).toBeNull();
  });
});
