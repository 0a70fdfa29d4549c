import {
  type FilterSet,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  SHOP_PARAMS,
  type SortOption,
  sortOptions,
} from '@ata/core/catalog';
import { type Category, findCategory } from '@ata/core/category';
import { formatNaira } from '@ata/core/format';
import { useTypedBeforeHydration } from '@ata/ui';
import { useCallback, useId, useRef } from 'react';
import { useDebouncedDraft } from './use-debounced-draft.ts';

const TYPING_DELAY_MS = 300;
const sameSearch = (a: string, b: string) => a.trim() === b.trim();
const sameRange = (a: readonly [number, number], b: readonly [number, number]) =>
  a[0] === b[0] && a[1] === b[1];

type OnChange = (change: Partial<FilterSet>) => void;

/** The slider's top end reads '₦10,000+': it does not limit the price. */
export const priceLabel = (price: number) =>
  price >= PRICE_MAX ? `${formatNaira(PRICE_MAX)}+` : formatNaira(price);

export function SearchField({ value, onChange }: { value: string; onChange: OnChange }) {
  const commit = useCallback((q: string) => onChange({ q }), [onChange]);
  const [draft, setDraft] = useDebouncedDraft(value, commit, TYPING_DELAY_MS, sameSearch);
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, setDraft);
  return (
    <div className="cat-filter-group">
      <label className="cat-filter-group__title" htmlFor={id}>
        Search
      </label>
      <input
        id={id}
        ref={field}
        className="ui-input cat-input"
        type="search"
        name={SHOP_PARAMS.q}
        placeholder="Search products..."
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(draft);
        }}
      />
    </div>
  );
}

export function CategoryRadios(props: {
  value: string;
  categories: readonly Category[];
  onChange: OnChange;
}) {
  const selected = props.value ? findCategory(props.categories, props.value)?.slug : '';
  const options = [{ slug: '', name: 'All Categories' }, ...props.categories];
  return (
    <fieldset className="cat-filter-group">
      <legend className="cat-filter-group__title">Category</legend>
      {options.map((category) => (
        <label key={category.slug || 'all'} className="cat-radio">
          <input
            type="radio"
            name={SHOP_PARAMS.category}
            value={category.slug}
            checked={selected === category.slug}
            onChange={() => props.onChange({ category: category.slug })}
          />
          {category.name}
        </label>
      ))}
    </fieldset>
  );
}

export function PriceRange(props: {
  min: number;
  max: number;
  /** The price range of the products the other filters leave, when known. */
  available?: { min: number | null; max: number | null };
  onChange: OnChange;
}) {
  const { available } = props;
  const commit = useCallback(
    ([minPrice, maxPrice]: readonly [number, number]) => props.onChange({ minPrice, maxPrice }),
    [props.onChange],
  );
  const [[min, max], setRange] = useDebouncedDraft<readonly [number, number]>(
    [props.min, props.max],
    commit,
    TYPING_DELAY_MS,
    sameRange,
  );
  return (
    <fieldset className="cat-filter-group">
      <legend className="cat-filter-group__title">Price Range</legend>
      <p className="cat-price-range__values" aria-live="polite">
        {`${formatNaira(min)} – ${priceLabel(max)}`}
      </p>
      {available?.min != null && available.max != null && (
        <p className="cat-price-range__available">
          {`Products here cost ${formatNaira(available.min)} – ${formatNaira(available.max)}`}
        </p>
      )}
      <PriceSlider
        label="Minimum price"
        name={SHOP_PARAMS.minPrice}
        value={min}
        valueText={formatNaira(min)}
        onChange={(next) => setRange([next, Math.max(next, max)])}
      />
      <PriceSlider
        label="Maximum price"
        name={SHOP_PARAMS.maxPrice}
        value={max}
        valueText={priceLabel(max)}
        onChange={(next) => setRange([Math.min(min, next), next])}
      />
    </fieldset>
  );
}

/** One end of the price range: a native slider that announces its value in naira. */
function PriceSlider(props: {
  label: string;
  name: string;
  value: number;
  valueText: string;
  onChange: (price: number) => void;
}) {
  return (
    <label className="cat-price-range__label">
      <span>{props.label}</span>
      <input
        type="range"
        name={props.name}
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        value={props.value}
        aria-valuetext={props.valueText}
        onChange={(event) => props.onChange(Number(event.currentTarget.value))}
      />
    </label>
  );
}

/** The sort choice, in the results bar beside the count (not buried at the end of the filters). */
export function SortSelect({
  value,
  onChange,
  form,
}: {
  value: SortOption;
  onChange: OnChange;
  form?: string;
}) {
  const id = useId();
  return (
    <div className="cat-sort">
      <label className="cat-sort__label" htmlFor={id}>
        Sort By
      </label>
      <select
        id={id}
        className="ui-input cat-input cat-sort__select"
        name={SHOP_PARAMS.sort}
        form={form}
        value={value}
        onChange={(event) => onChange({ sort: event.currentTarget.value as SortOption })}
      >
        {sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
