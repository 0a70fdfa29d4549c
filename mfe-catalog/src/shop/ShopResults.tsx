import type { FilterSet, SortOption } from '@ata/core/catalog';
import type { Category } from '@ata/core/category';
import type { Product } from '@ata/core/product';
import { messages } from '@ata/core/site';
import { buttonClass, useAddToCart } from '@ata/ui';
import { useId } from 'react';
import { cardTurn } from '../product-card/card-turn.ts';
import { ListedCard } from '../product-card/ListedCard.tsx';
import { ProductCardSkeleton } from '../product-card/ProductCard.tsx';
import { SortSelect } from './FilterControls.tsx';
import { FILTER_FORM_ID } from './FilterPanel.tsx';

export type Layout = 'grid' | 'list';
const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

interface ShopResultsProps {
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  products: readonly Product[];
  /** Every product that matches; `products` holds the pages loaded so far. */
  total: number;
  /** The total is a rounded estimate (a search matching very many products). */
  estimated?: boolean;
  /** Results for earlier filters are shown while those for the new ones load. */
  updating: boolean;
  /** Absent when every matching product is shown. */
  onLoadMore?: () => void;
  loadingMore: boolean;
  categories: readonly Category[];
  layout: Layout;
  onLayoutChange: (layout: Layout) => void;
  sort: SortOption;
  onSortChange: (change: Partial<FilterSet>) => void;
  onReset: () => void;
}

/** The first card's image is a phone's largest paint (fetched first); the one beside it loads at once too. */
const cardImageLoading = (index: number) => (index === 0 ? 'priority' : index === 1 ? 'eager' : 'lazy');

export function ShopResults(props: ShopResultsProps) {
  const { status, products, layout } = props;
  const addToCart = useAddToCart();
  const categoryName = (id: string | null | undefined) => props.categories.find((c) => c.id === id)?.name;
  const headingId = useId();

  return (
    <section className="cat-results" aria-labelledby={headingId}>
      {/* The cards' h3 names sit under this heading (the page's h1 is the shop or category). */}
      <h2 id={headingId} className="ui-visually-hidden">
        Products
      </h2>
      <div className="cat-results__toolbar">
        <p className="cat-results__count" aria-live="polite">
          {status !== 'success'
            ? '\u00a0'
            : products.length === props.total
              ? `Showing ${products.length} products`
              : `Showing ${products.length} of ${props.estimated ? 'about ' : ''}${props.total} products`}
        </p>
        <SortSelect value={props.sort} onChange={props.onSortChange} form={FILTER_FORM_ID} />
        <div className="cat-layout-toggle">
          <button
            type="button"
            aria-label="Grid view"
            aria-pressed={layout === 'grid'}
            onClick={() => props.onLayoutChange('grid')}
          >
            <GridIcon />
          </button>
          <button
            type="button"
            aria-label="List view"
            aria-pressed={layout === 'list'}
            onClick={() => props.onLayoutChange('list')}
          >
            <ListIcon />
          </button>
        </div>
      </div>

      {status === 'pending' && (
        <div className={`cat-results__items cat-results__items--${layout}`} aria-busy="true">
          {SKELETON_KEYS.map((key) => (
            <ProductCardSkeleton key={key} layout={layout} />
          ))}
        </div>
      )}

      {status === 'error' && (
        <div className="cat-empty" role="alert">
          <h2 className="cat-empty__title">We couldn't load the products</h2>
          <p>Please check your connection and try again.</p>
          <button
            type="button"
            className={buttonClass('primary', 'md', 'cat-button')}
            onClick={props.onRetry}
          >
            Try again
          </button>
        </div>
      )}

      {status === 'success' && products.length === 0 && (
        <div className="cat-empty">
          <h2 className="cat-empty__title">{messages.noProductsFound}</h2>
          <p>Try adjusting your search or filters to find what you're looking for.</p>
          <button
            type="button"
            className={buttonClass('primary', 'md', 'cat-button')}
            onClick={props.onReset}
          >
            View All Products
          </button>
        </div>
      )}

      {status === 'success' && products.length > 0 && (
        <ul
          className={`cat-results__items cat-results__items--${layout}`}
          aria-busy={props.updating || undefined}
        >
          {products.map((product, index) => (
            <ListedCard
              key={product.id}
              turn={cardTurn(index)}
              product={product}
              onAddToCart={addToCart}
              categoryName={categoryName(product.categoryId)}
              layout={layout}
              imageLoading={cardImageLoading(index)}
            />
          ))}
        </ul>
      )}

      {status === 'success' && props.onLoadMore && (
        <div className="cat-results__more">
          <button
            type="button"
            className={buttonClass('outline', 'md', 'cat-button')}
            onClick={props.onLoadMore}
            disabled={props.loadingMore}
            aria-busy={props.loadingMore}
          >
            {props.loadingMore ? 'Loading more products…' : 'Load more products'}
          </button>
        </div>
      )}
    </section>
  );
}

const GridIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path fill="currentColor" d="M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm10 0h8v8h-8z" />
  </svg>
);
const ListIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path fill="currentColor" d="M3 4h18v4H3zm0 6h18v4H3zm0 6h18v4H3z" />
  </svg>
);
