import type { FilterSet } from '@ata/core/catalog';
import type { Category } from '@ata/core/category';
import { buttonClass, useModal } from '@ata/ui';
import { useRef } from 'react';
import { ActiveFilters } from './ActiveFilters.tsx';
import { CategoryRadios, PriceRange, SearchField } from './FilterControls.tsx';

interface FilterPanelProps {
  filters: FilterSet;
  categories: readonly Category[];
  onChange: (change: Partial<FilterSet>) => void;
  onReset: () => void;
  /** Cheapest and dearest product for the current search and category (the catalogue's facets). */
  priceRange?: { min: number | null; max: number | null };
  /** Small screens: the panel slides in over the page when open. Wide screens: always shown. */
  open: boolean;
  onClose: () => void;
}

export const FILTER_PANEL_ID = 'cat-filter-panel';
/** The filters' form, which the sort select (in the results bar) also belongs to. */
export const FILTER_FORM_ID = 'cat-filter-form';

export function FilterPanel(props: FilterPanelProps) {
  const { filters, categories, onChange, onReset, open, onClose } = props;
  const panel = useRef<HTMLElement>(null);
  // On small screens the open panel covers the page: it behaves as a modal dialog (the shared one's
  // focus trap, Escape, scroll lock and focus return). From 1024 px it is a sidebar and never "open".
  useModal(panel, open, onClose);

  return (
    <>
      {open && <div className="cat-filters__overlay" onClick={onClose} aria-hidden="true" />}
      <aside
        ref={panel}
        id={FILTER_PANEL_ID}
        className={`cat-filters${open ? ' cat-filters--open' : ''}`}
        aria-label="Filters"
      >
        <div className="cat-filters__header">
          <h2 className="cat-filters__title">Filters</h2>
          <button type="button" className="cat-filters__close" onClick={onClose} aria-label="Close filters">
            ×
          </button>
        </div>
        {/* A real GET form: without JavaScript, "Show results" loads the server-rendered /shop for these
            values (the sort select joins it through its form attribute). With JavaScript every change
            applies at once and submitting only closes the panel. */}
        <form
          id={FILTER_FORM_ID}
          className="cat-filters__form"
          method="get"
          action="/shop"
          onSubmit={(event) => {
            event.preventDefault();
            onClose();
          }}
        >
          <SearchField value={filters.q} onChange={onChange} />
          <CategoryRadios value={filters.category} categories={categories} onChange={onChange} />
          <PriceRange
            min={filters.minPrice}
            max={filters.maxPrice}
            available={props.priceRange}
            onChange={onChange}
          />
          <ActiveFilters filters={filters} categories={categories} onChange={onChange} onReset={onReset} />
          <button type="submit" className={buttonClass('primary', 'md', 'cat-button cat-filters__done')}>
            Show results
          </button>
        </form>
      </aside>
    </>
  );
}
