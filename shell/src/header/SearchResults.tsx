import { formatNaira } from '@ata/core/format';
import { createQueryClient, isPlainClick, navigate, productHref } from '@ata/ui';
import { useProductSearch } from '@ata/ui/product-search';
import { QueryClientProvider } from '@tanstack/react-query';
import type { MouseEvent } from 'react';

type Props = { text: string; onPick: () => void };

// The previews' cache for the visit (a text typed again is answered at once). Loaded with the dialog: the
// header's first paint carries no data layer.
const queryClient = createQueryClient();

export default function SearchResults(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <Results {...props} />
    </QueryClientProvider>
  );
}

/** The top products for the text as links, and an honest line about them (announced to screen readers). */
function Results({ text, onPick }: Props) {
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
              ? `Top ${items.length} of ${search.page.total.toLocaleString('en-NG')} products. Press Search to see them all.`
              : `${search.page.total.toLocaleString('en-NG')} ${search.page.total === 1 ? 'product' : 'products'} found`)}
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
