import { formatNaira } from '@ata/core/format';
import { Dialog, DialogTitle, isPlainClick, navigate, productHref, shopHref } from '@ata/ui';
import { type FormEvent, type MouseEvent, useRef, useState } from 'react';
import { type ProductSearch, useProductSearch } from './useProductSearch.ts';

/** SPEC §2 'Search Products': blank (trimmed) input cannot be submitted; submit goes to /shop?search=. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const trimmed = query.trim();
  const search = useProductSearch(open ? query : '');

  const close = () => {
    setQuery('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    close();
    navigate(shopHref({ search: trimmed }));
  };

  return (
    <Dialog open={open} onClose={close} initialFocus={input} className="shell-search">
      <DialogTitle>Search Products</DialogTitle>
      <form onSubmit={submit}>
        <label htmlFor="shell-search-input" className="ui-visually-hidden">
          Search products
        </label>
        <input
          id="shell-search-input"
          ref={input}
          type="search"
          className="ui-input shell-input"
          placeholder="Search for spices, grains, sauces..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          aria-describedby="shell-search-status"
        />
        <SearchResults search={search} onPick={close} />
        <div className="shell-search__actions">
          <button type="button" className="ui-btn ui-btn--outline" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="ui-btn ui-btn--primary" disabled={!trimmed}>
            Search
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The top products for the text as links, and an honest line about them (announced to screen readers). */
function SearchResults({ search, onPick }: { search: ProductSearch; onPick: () => void }) {
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onPick();
    navigate(href);
  };
  const items = search.status === 'done' ? search.page.items : [];
  return (
    <div className="shell-search__results">
      <p id="shell-search-status" className="shell-search__status" aria-live="polite">
        {search.status === 'loading' && 'Searching…'}
        {search.status === 'error' && 'Search is unavailable right now. Press Search to try the shop.'}
        {search.status === 'done' &&
          (search.page.total === 0
            ? `No products found for “${search.text}”`
            : search.page.total > items.length
              ? `Top ${items.length} of ${search.page.total} products. Press Search to see them all.`
              : `${search.page.total} ${search.page.total === 1 ? 'product' : 'products'} found`)}
      </p>
      {items.length > 0 && (
        <ul className="shell-search__list" aria-label="Matching products">
          {items.map((product) => (
            <li key={product.id}>
              <a
                className="shell-search__item"
                href={productHref(product.id)}
                onClick={follow(productHref(product.id))}
              >
                <span className="shell-search__name">{product.name}</span>
                <span className="shell-search__price">{formatNaira(product.price)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
