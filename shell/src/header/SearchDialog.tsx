import { Dialog, DialogTitle, navigate, shopHref } from '@ata/ui';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';

// Loaded when the dialog first opens: the results read answers with core's schemas (zod), which the
// header must not add to every page's first paint.
const SearchResults = lazy(() => import('./SearchResults.tsx'));

/** 'Search Products': blank (trimmed) input cannot be submitted; submit goes to /shop?search=. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const trimmed = query.trim();

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
        <Suspense
          fallback={
            <div className="shell-search__results">
              <p id="shell-search-status" className="shell-search__status" />
            </div>
          }
        >
          {open && <SearchResults text={query} onPick={close} />}
        </Suspense>
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
