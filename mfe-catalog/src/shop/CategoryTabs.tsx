import type { Category } from '@ata/core/category';

interface CategoryTabsProps {
  categories: readonly Category[];
  loading: boolean;
  /** The selected category's slug ('' for all). */
  value: string;
  /** Matching products per category for the current search and filters (the catalogue's facets). */
  counts?: readonly { slug: string; count: number }[];
  onSelect: (slug: string) => void;
}

export function CategoryTabs({ categories, loading, value, counts, onSelect }: CategoryTabsProps) {
  const countOf = (slug: string) => counts?.find((entry) => entry.slug === slug)?.count;
  const tabs = [{ slug: '', name: 'All Products' }, ...categories];
  return (
    <nav className="cat-tabs" aria-label="Product categories">
      {tabs.map((tab) => (
        <button
          key={tab.slug || 'all'}
          type="button"
          className="cat-tabs__tab"
          aria-pressed={value === tab.slug}
          onClick={() => onSelect(tab.slug)}
        >
          {tab.name}
          {countOf(tab.slug) !== undefined && (
            // The visible count is a hint; the tab's accessible name stays the category's.
            <span className="cat-tabs__count" aria-hidden="true">
              {countOf(tab.slug)}
            </span>
          )}
        </button>
      ))}
      {loading &&
        [1, 2, 3, 4].map((n) => (
          <span key={n} className="cat-tabs__tab cat-tabs__tab--skeleton cat-shimmer" />
        ))}
    </nav>
  );
}
