import { expect } from 'vitest';
import { ADMIN } from './credentials.ts';

/** Basic auth for the seeded admin, for tests that talk to a real server process over HTTP. */
export const adminHeaders = {
  Authorization: `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`,
};

/**
 * Creates a product priced ₦1,000 in the first category through POST /api/products of the server at
 * `base`, named `<label> <prefix>-<random>` so that runs never collide.
 */
export async function createProductOverHttp<T = { id: string; name: string }>(
  base: string,
  options: { stock: number; prefix: string; label: string; description: string },
): Promise<T> {
  const categories: { id: string }[] = await (await fetch(`${base}/api/categories`)).json();
  const slug = `${options.prefix}-${crypto.randomUUID().slice(0, 8)}`;
  const response = await fetch(`${base}/api/products`, {
    method: 'POST',
    headers: { ...adminHeaders, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: `${options.label} ${slug}`,
      slug,
      description: options.description,
      price: 1000,
      stock: options.stock,
      categoryId: categories[0]!.id,
    }),
  });
  expect(response.status).toBe(201);
  return response.json() as Promise<T>;
}
