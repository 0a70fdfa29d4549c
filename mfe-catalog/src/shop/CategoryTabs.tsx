import type { Category } from '@ata/core/category';

interface CategoryTabsProps {
  categories: readonly Category[];
  loading: boolean;
  /** The selected category's slug ('' for all). */
  value: string;
  onSelect: (slug: string) => void;
}

export function CategoryTabs({ categories, loading, value, onSelect }: CategoryTabsProps) {
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
        </button>
      ))}
      {loading &&
        [1, 2, 3, 4].map((n) => (
          <span key={n} className="cat-tabs__tab cat-tabs__tab--skeleton cat-shimmer" />
        ))}
    </nav>
  );
}
