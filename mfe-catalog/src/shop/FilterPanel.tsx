import type { Category, FilterSet } from '@ata/core';
import { buttonClass } from '@ata/ui';
import { useEffect, useRef } from 'react';
import { ActiveFilters } from './ActiveFilters.tsx';
import { CategoryRadios, PriceRange, SearchField, SortSelect } from './FilterControls.tsx';

interface FilterPanelProps {
  filters: FilterSet;
  categories: readonly Category[];
  onChange: (change: Partial<FilterSet>) => void;
  onReset: () => void;
  /** Small screens: the panel slides in over the page when open. Wide screens: always shown. */
  open: boolean;
  onClose: () => void;
}

export const FILTER_PANEL_ID = 'cat-filter-panel';

/** While the panel covers the page (small screens), Tab cycles inside it. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent) {
  const focusable = [...container.querySelectorAll<HTMLElement>('input, select, button')].filter(
    (element) => !element.hasAttribute('disabled') && element.offsetParent !== null,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function FilterPanel({ filters, categories, onChange, onReset, open, onClose }: FilterPanelProps) {
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('input, select, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

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
        <SearchField value={filters.search} onChange={onChange} />
        <CategoryRadios value={filters.category} categories={categories} onChange={onChange} />
        <PriceRange min={filters.minPrice} max={filters.maxPrice} onChange={onChange} />
        <SortSelect value={filters.sort} onChange={onChange} />
        <ActiveFilters filters={filters} categories={categories} onChange={onChange} onReset={onReset} />
        <button
          type="button"
          className={buttonClass('primary', 'md', 'cat-button cat-filters__done')}
          onClick={onClose}
        >
          Show results
        </button>
      </aside>
    </>
  );
}
