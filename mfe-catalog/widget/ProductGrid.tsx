import { orderFeatured } from '@ata/core/catalog';
import type { Category } from '@ata/core/category';
import type { Product } from '@ata/core/product';
import { brand, messages } from '@ata/core/site';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { ProductCard, ProductCardSkeleton } from '../src/product-card/ProductCard.tsx';
import { loadCategories, loadProducts } from './load-products.ts';
import { productPageUrl, type WidgetOptions } from './options.ts';

export interface ProductGridProps {
  options: WidgetOptions;
  onAddToCart: (product: Product) => void;
  onOpenProduct: (product: Product, href: string) => void;
}

type Load =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; products: Product[]; categories: Category[] };

/** Featured products in the home page's order (its first four), then the other featured ones. */
function inShopOrder(products: Product[], categories: Category[], featured: boolean): Product[] {
  if (!featured) return products;
  const first = orderFeatured(products, categories);
  return [...first, ...products.filter((product) => !first.includes(product))];
}

/** The shop's product cards in a grid, fed from the shop's public API. */
export function ProductGrid({ options, onAddToCart, onOpenProduct }: ProductGridProps) {
  const { api, category, featured, limit, columns, theme } = options;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the "Try again" trigger.
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    Promise.all([
      loadProducts({ api, category, featured, limit }, controller.signal),
      loadCategories(api, controller.signal),
    ]).then(
      ([products, categories]) => {
        if (controller.signal.aborted) return;
        setLoad({ status: 'ready', products: inShopOrder(products, categories, featured), categories });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[ata-product-grid] products could not be loaded:', error);
        setLoad({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [api, category, featured, limit, attempt]);

  let content: ReactNode;
  if (load.status === 'loading') {
    content = (
      <>
        <p className="apg-hidden" role="status">
          Loading products…
        </p>
        <ul className="apg-grid" aria-hidden="true">
          {Array.from({ length: Math.min(limit, columns) }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are positional.
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (load.status === 'error') {
    content = (
      <div className="apg-state apg-state--error" role="alert">
        <p>Products could not be loaded right now.</p>
        <button type="button" className="apg-retry" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </div>
    );
  } else if (load.products.length === 0) {
    content = (
      <p className="apg-state" role="status">
        {messages.noProductsFound}
      </p>
    );
  } else {
    const { categories } = load;
    const categoryName = (id: string | null | undefined) => categories.find((c) => c.id === id)?.name;
    content = (
      <ul className="apg-grid">
        {load.products.slice(0, limit).map((product) => {
          const href = productPageUrl(api, product.id);
          return (
            <li key={product.id}>
              <ProductCard
                product={product}
                href={href}
                onAddToCart={onAddToCart}
                categoryName={categoryName(product.categoryId)}
                onNavigate={(to) => onOpenProduct(product, to)}
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      className="apg"
      data-theme={theme}
      aria-label={`Products from ${brand.name}`}
      aria-busy={load.status === 'loading'}
      style={{ '--apg-columns': columns } as CSSProperties}
    >
      {content}
      <p className="apg-footer">
        <a href={`${api}/shop`} target="_blank" rel="noopener">
          Shop all at {brand.name}
          <span className="apg-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </section>
  );
}
