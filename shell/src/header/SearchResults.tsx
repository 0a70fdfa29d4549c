import { formatNaira } from '@ata/core/format';
import { isPlainClick, navigate, productHref } from '@ata/ui';
import type { MouseEvent } from 'react';
import { useProductSearch } from './useProductSearch.ts';

/** The top products for the text as links, and an honest line about them (announced to screen readers). */
export default function SearchResults({ text, onPick }: { text: string; onPick: () => void }) {
  const search = useProductSearch(text);
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
