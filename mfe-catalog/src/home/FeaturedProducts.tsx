import { orderFeatured } from '@ata/core/catalog';
import type { Category } from '@ata/core/category';
import type { Product } from '@ata/core/product';
import { Link, useAddToCart } from '@ata/ui';
import { cardTurn } from '../product-card/card-turn.ts';
import { ListedCard } from '../product-card/ListedCard.tsx';
import { ProductCardSkeleton } from '../product-card/ProductCard.tsx';

interface FeaturedProductsProps {
  products: readonly Product[] | undefined;
  categories: readonly Category[] | undefined;
  status: 'pending' | 'error' | 'success';
}

export function FeaturedProducts({ products, categories, status }: FeaturedProductsProps) {
  const addToCart = useAddToCart();
  const featured = products && categories ? orderFeatured(products, categories) : [];
  const categoryName = (id: string | null | undefined) => categories?.find((c) => c.id === id)?.name;

  return (
    <section className="cat-section cat-section--muted" aria-labelledby="cat-featured-title">
      <div className="cat-page">
        <div className="cat-section__header cat-section__header--split">
          <div>
            <h2 id="cat-featured-title" className="cat-section__title">
              Featured Products
            </h2>
            <p className="cat-section__lead">Our customers' favourites this season.</p>
          </div>
          <Link href="/shop" className="cat-section__more">
            View All Products <span aria-hidden="true">→</span>
          </Link>
        </div>
        {status === 'error' && (
          <p className="cat-section__note">Featured products are unavailable right now.</p>
        )}
        {status === 'success' && featured.length === 0 && (
          <p className="cat-section__note">New favourites are on their way. Browse the shop meanwhile.</p>
        )}
        <ul className="cat-featured" aria-busy={status === 'pending'}>
          {status === 'pending' &&
            [1, 2, 3, 4].map((n) => (
              <li key={n} className={n === 1 ? 'cat-featured__item--first' : undefined}>
                <ProductCardSkeleton />
              </li>
            ))}
          {featured.map((product, index) => (
            <ListedCard
              key={product.id}
              turn={cardTurn(index)}
              className={index === 0 ? 'cat-featured__item--first' : undefined}
              product={product}
              onAddToCart={addToCart}
              categoryName={categoryName(product.categoryId)}
              highlight={index === 0 ? 'Most Popular' : undefined}
              imageLoading={index === 0 ? 'eager' : 'lazy'}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
