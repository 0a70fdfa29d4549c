import type { Category } from '@ata/core/category';
import type { Product } from '@ata/core/product';
import { useAddToCart } from '@ata/ui';
import { useCatalog } from '../data/queries.ts';
import { cardTurn } from '../product-card/card-turn.ts';
import { ListedCard } from '../product-card/ListedCard.tsx';
import { ProductCardSkeleton } from '../product-card/ProductCard.tsx';
import { RELATED_PRODUCTS, relatedProductsRequest } from './related.ts';

/**
 * Up to four other products of the same category, asked of the catalogue (one more than shown, in case the
 * product itself is among them). Nothing is shown for a product without a category, or when none are found
 * or they cannot be loaded: the section is a suggestion, not part of the product.
 */
export function RelatedProducts({ product, category }: { product: Product; category: Category }) {
  const addToCart = useAddToCart();
  const related = useCatalog(relatedProductsRequest(category.id));
  const items = (related.data?.items ?? [])
    .filter((item) => item.id !== product.id)
    .slice(0, RELATED_PRODUCTS);
  if (related.isError || (related.isSuccess && items.length === 0)) return null;

  return (
    <section className="cat-related" aria-labelledby="cat-related-title">
      <h2 id="cat-related-title" className="cat-related__title">
        More {category.name}
      </h2>
      <ul className="cat-related__items" aria-busy={related.isPending}>
        {related.isPending &&
          Array.from({ length: RELATED_PRODUCTS }, (_, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are positional.
            <li key={n}>
              <ProductCardSkeleton />
            </li>
          ))}
        {/* Below the product: hydrated after it, a turn after the page. */}
        {items.map((item, index) => (
          <ListedCard
            key={item.id}
            turn={cardTurn(index, 0)}
            product={item}
            onAddToCart={addToCart}
            categoryName={category.name}
          />
        ))}
      </ul>
    </section>
  );
}
