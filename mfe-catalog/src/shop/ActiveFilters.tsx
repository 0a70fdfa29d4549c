import { type FilterSet, PRICE_MAX, PRICE_MIN } from '@ata/core/catalog';
import { type Category, findCategory } from '@ata/core/category';
import { formatNaira } from '@ata/core/format';
import { Chip } from '@ata/ui';
import { priceLabel } from './FilterControls.tsx';

interface ActiveFilter {
  key: string;
  label: string;
  clear: Partial<FilterSet>;
}

/** One chip per active filter (search, category, price range), each removable on its own. */
export function activeFilterChips(filters: FilterSet, categories: readonly Category[]): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (filters.q.trim()) {
    chips.push({ key: 'search', label: `Search: ${filters.q.trim()}`, clear: { q: '' } });
  }
  if (filters.category) {
    const name = findCategory(categories, filters.category)?.name ?? filters.category;
    chips.push({ key: 'category', label: `Category: ${name}`, clear: { category: '' } });
  }
  if (filters.minPrice > PRICE_MIN || filters.maxPrice < PRICE_MAX) {
    chips.push({
      key: 'price',
      label: `Price: ${formatNaira(filters.minPrice)} – ${priceLabel(filters.maxPrice)}`,
      clear: { minPrice: PRICE_MIN, maxPrice: PRICE_MAX },
    });
  }
  return chips;
}

export function ActiveFilters(props: {
  filters: FilterSet;
  categories: readonly Category[];
  onChange: (change: Partial<FilterSet>) => void;
  onReset: () => void;
}) {
  const chips = activeFilterChips(props.filters, props.categories);
  if (chips.length === 0) return null;
  return (
    <div className="cat-filter-group cat-active-filters">
      <div className="cat-active-filters__header">
        <h3 className="cat-filter-group__title">Active Filters</h3>
        <button type="button" className="cat-link-button" onClick={props.onReset}>
          Reset All
        </button>
      </div>
      <ul className="ui-chips">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Chip label={chip.label} onRemove={() => props.onChange(chip.clear)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
