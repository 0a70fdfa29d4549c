import { hasActiveFilters } from '@ata/core/catalog';
import { type Category, findCategory } from '@ata/core/category';
import { pageTitle } from '@ata/core/routes';
import { brand } from '@ata/core/site';
import { buttonClass, useDocumentMeta, useLocation } from '@ata/ui';
import { useCallback, useMemo, useState } from 'react';
import { useCategories, useShopCatalog } from '../data/queries.ts';
import { CategoryTabs } from './CategoryTabs.tsx';
import { FILTER_PANEL_ID, FilterPanel } from './FilterPanel.tsx';
import { type Layout, ShopResults } from './ShopResults.tsx';
import { useShopFilters } from './use-shop-filters.ts';
import './shop.css';

/** Matches the CSS breakpoint from which the filters are a sidebar instead of a slide-in panel. */
const SIDEBAR_QUERY = '(min-width: 1024px)';
const NO_CATEGORIES: Category[] = [];

export function ShopPage() {
  const { filters, setFilters, resetFilters } = useShopFilters();
  const { search } = useLocation();
  const catalog = useShopCatalog(search);
  const categoriesQuery = useCategories();
  const categories = categoriesQuery.data ?? NO_CATEGORIES;
  const [layout, setLayout] = useState<Layout>('grid');
  const [panelOpen, setPanelOpen] = useState(false);

  const pages = catalog.data?.pages;
  const results = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const facets = pages?.[0]?.facets;
  const activeCategory = filters.category ? findCategory(categories, filters.category) : undefined;
  useDocumentMeta(pageTitle(activeCategory ? activeCategory.name : 'Shop', brand.name));

  const openFilters = () => {
    if (window.matchMedia?.(SIDEBAR_QUERY).matches) {
      document.getElementById(FILTER_PANEL_ID)?.querySelector<HTMLElement>('input')?.focus();
    } else {
      setPanelOpen(true);
    }
  };
  const closeFilters = useCallback(() => setPanelOpen(false), []);

  return (
    <div className="cat-shop">
      <section className="cat-shop__banner">
        <div className="cat-page">
          <h1 className="cat-shop__title">{activeCategory ? activeCategory.name : 'Shop All Products'}</h1>
          <p className="cat-shop__lead">
            Authentic Nigerian spices, grains and pantry staples, sourced from local farmers.
          </p>
          <div className="cat-shop__banner-actions">
            <button
              type="button"
              className={buttonClass('primary', 'md', 'cat-button cat-button--light')}
              aria-controls={FILTER_PANEL_ID}
              aria-expanded={panelOpen}
              onClick={openFilters}
            >
              Filter Products
            </button>
            {hasActiveFilters(filters) && (
              <button
                type="button"
                className={buttonClass('ghost', 'md', 'cat-button--ghost-light')}
                onClick={resetFilters}
              >
                Clear Filters
              </button>
            )}
          </div>
        </div>
      </section>

      <div className="cat-page">
        <CategoryTabs
          categories={categories}
          loading={categoriesQuery.isPending}
          value={activeCategory?.slug ?? filters.category}
          counts={facets?.categories}
          onSelect={(category) => setFilters({ category })}
        />
        <div className="cat-shop__layout">
          <FilterPanel
            filters={filters}
            categories={categories}
            onChange={setFilters}
            onReset={resetFilters}
            priceRange={facets?.price}
            open={panelOpen}
            onClose={closeFilters}
          />
          <ShopResults
            status={catalog.status}
            onRetry={() => catalog.refetch()}
            products={results}
            total={pages?.[0]?.total ?? 0}
            estimated={pages?.[0]?.estimated}
            updating={catalog.isPlaceholderData}
            onLoadMore={catalog.hasNextPage ? () => catalog.fetchNextPage() : undefined}
            loadingMore={catalog.isFetchingNextPage}
            categories={categories}
            layout={layout}
            onLayoutChange={setLayout}
            sort={filters.sort}
            onSortChange={setFilters}
            onReset={resetFilters}
          />
        </div>
      </div>
    </div>
  );
}
