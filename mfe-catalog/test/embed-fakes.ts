// What the embeds' component tests share: product rows as the API sends them, a fetch answering them by
// slug, and an IntersectionObserver the test moves into view.
import { vi } from 'vitest';

export const SHOP = 'https://shop.example';
const timestamps = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' };
let ids = 0;

/** A product row with its sizes ([label, price in naira, stock], default first). */
export function productRow(slug: string, name: string, sizes: [string, number, number][]) {
  ids += 1;
  const id = `0b9c2d4e-8f1a-4b3c-9d2e-${String(ids).padStart(12, '0')}`;
  return {
    id,
    name,
    slug,
    description: `${name}, fresh from the market.`,
    price: sizes[0]![1],
    stock: sizes[0]![2],
    imageUrl: `/api/images/${slug}.svg`,
    categoryId: null,
    isFeatured: false,
    ...timestamps,
    variants: sizes.map(([label, price, stock], index) => ({
      id: `0b9c2d4e-8f1a-4b3c-9d2e-${String(ids * 100 + index).padStart(12, '0')}`,
      label,
      sku: `${slug}-${index}`,
      price,
      stock,
      compareAtPrice: null,
      weightGrams: null,
    })),
  };
}

/** A fetch answering `/api/products/:slug` from `rows`, `/api/recipes/:slug` from `recipes`, else 404. */
export function shopFetch(rows: { slug: string }[], recipes: Record<string, unknown> = {}) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.hostname === 'down.example') throw new TypeError('Failed to fetch');
    const [, , kind, slug] = url.pathname.split('/');
    const found =
      kind === 'products' ? rows.find((row) => row.slug === slug) : recipes[decodeURIComponent(slug ?? '')];
    return found ? Response.json(found) : Response.json({ message: 'Not found' }, { status: 404 });
  });
}

/** Stands in for IntersectionObserver: nothing is near the viewport until `bringNear()`. */
export function fakeViewport() {
  const watched = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  class FakeObserver {
    private entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      watched.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      watched.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    bringNear() {
      for (const entry of [...watched])
        entry.callback(
          entry.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
    },
  };
}
