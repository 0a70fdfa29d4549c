// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './client.ts';
import { useProductSearch } from './product-search.ts';

/** The API, answering each request only when the test says so. */
let requests: { q: string; answer: (body: unknown, status?: number) => void }[];
beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const q = new URL(url, 'http://shop.test').searchParams.get('q') ?? '';
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      requests.push({
        q,
        answer: (body, status = 200) => resolve(new Response(JSON.stringify(body), { status })),
      });
    });
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const product = (name: string) => ({
  id: `00000000-0000-4000-8000-${String(name.length).padStart(12, '0')}`,
  name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  description: `${name}, fresh.`,
  price: '1500.00',
  imageUrl: null,
  stock: 4,
  categoryId: null,
  isFeatured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const page = (names: string[]) => ({
  items: names.map(product),
  total: names.length,
  page: 1,
  pageSize: 6,
  facets: { categories: [], price: { min: null, max: null } },
});

function Preview({ text }: { text: string }) {
  const search = useProductSearch(text);
  return (
    <p data-testid="preview">
      {search.status === 'done'
        ? `${search.text}: ${search.page.items.map((item) => item.name).join(', ') || 'none'}`
        : search.status === 'idle'
          ? 'idle'
          : `${search.status} ${search.text}`}
    </p>
  );
}
const client = () => createQueryClient();
const shown = () => screen.getByTestId('preview').textContent;

describe('useProductSearch', () => {
  it('asks once typing pauses, for the top six of the trimmed text', async () => {
    const queries = client();
    const view = render(<Preview text="" />, {
      wrapper: ({ children }) => <QueryClientProvider client={queries}>{children}</QueryClientProvider>,
    });
    expect(shown()).toBe('idle');
    for (const text of ['s', 'su', ' suy ']) view.rerender(<Preview text={text} />);
    expect(shown()).toBe('loading suy');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.q).toBe('suy');
    requests[0]?.answer(page(['Suya Spice']));
    await waitFor(() => expect(shown()).toBe('suy: Suya Spice'));
  });

  it('never shows an older text’s answer for a newer text', async () => {
    const queries = client();
    const view = render(<Preview text="egusi" />, {
      wrapper: ({ children }) => <QueryClientProvider client={queries}>{children}</QueryClientProvider>,
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    view.rerender(<Preview text="ogbono" />);
    expect(shown()).toBe('loading ogbono');
    requests[0]?.answer(page(['Ground Egusi']));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(shown()).toBe('loading ogbono');
    requests[1]?.answer(page(['Ogbono Seeds']));
    await waitFor(() => expect(shown()).toBe('ogbono: Ogbono Seeds'));

    // Back to the first text: its answer is in the cache, shown once typing pauses, without asking again.
    view.rerender(<Preview text="egusi" />);
    expect(shown()).toBe('loading egusi');
    await waitFor(() => expect(shown()).toMatch(/^egusi: /));
    expect(requests).toHaveLength(2);
  });

  it('says honestly when nothing matches, and when search is unavailable', async () => {
    const queries = client();
    const view = render(<Preview text="zzqxv" />, {
      wrapper: ({ children }) => <QueryClientProvider client={queries}>{children}</QueryClientProvider>,
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    requests[0]?.answer(page([]));
    await waitFor(() => expect(shown()).toBe('zzqxv: none'));

    view.rerender(<Preview text="suya" />);
    await waitFor(() => expect(requests).toHaveLength(2));
    requests[1]?.answer({ message: 'Service Unavailable' }, 503);
    await waitFor(() => expect(shown()).toBe('error suya'));
  });
});
