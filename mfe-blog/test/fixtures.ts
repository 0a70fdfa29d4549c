import type { BlogPost } from '@ata/core/blog';
import { vi } from 'vitest';

let counter = 0;

/** A published post; ids and dates are unique and go back one day per post made. */
export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  counter += 1;
  const n = counter;
  const created = new Date(Date.UTC(2025, 5, 30) - n * 86_400_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `post-${n}`,
    title: `Post number ${n}`,
    excerpt: `Excerpt of post ${n}.`,
    content: `Body of post ${n}.`,
    imageUrl: null,
    categoryId: 'recipes',
    authorId: null,
    published: true,
    createdAt: created,
    updatedAt: created,
    ...overrides,
  };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs `fetch` with a path → answer table; unknown paths answer 404 like the API. */
export function stubApi(routes: Record<string, () => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = routes[url.pathname];
    return answer ? answer() : jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
