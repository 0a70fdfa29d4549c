import { HydrateInTurn, navigate, productHref } from '@ata/ui';
import { CardAddForm } from './CardAddForm.tsx';
import { ProductCard, type ProductCardProps } from './ProductCard.tsx';

type ListedCardProps = Pick<
  ProductCardProps,
  'product' | 'onAddToCart' | 'categoryName' | 'layout' | 'highlight' | 'imageLoading'
> & {
  /** Its hydration turn (`cardTurn`): 0 with the page. */
  turn: number;
  className?: string;
};

/**
 * A product card as the storefront's lists show it: an item of the list, linking to the product page inside
 * the app, with Add to Cart in its form, hydrated in its turn.
 */
export function ListedCard({ turn, className, product, ...card }: ListedCardProps) {
  return (
    <HydrateInTurn turn={turn}>
      <li className={className}>
        <ProductCard
          product={product}
          href={productHref(product.id)}
          onNavigate={navigate}
          addForm={CardAddForm}
          {...card}
        />
      </li>
    </HydrateInTurn>
  );
}
