import { CARD_DESCRIPTION_LENGTH, formatNaira, truncate } from '@ata/core/format';
import {
  fromPrice,
  hasSizeChoice,
  initialVariant,
  type Product,
  pricesDiffer,
  productBadge,
  stockStatus,
} from '@ata/core/product';
// Not the @ata/ui index: the partner widget bundles this card and must stay small.
import { ImagePlaceholder } from '@ata/ui/image/ImagePlaceholder.tsx';
import { Picture } from '@ata/ui/image/Picture.tsx';
import { type ComponentType, type MouseEvent, useId } from 'react';
import type { CardAddFormProps } from './CardAddForm.tsx';
import './product-card.css';

// Shared with the partner widget (built with preact/compat): no TanStack Query, no cart store,
// no shell helpers here — only props and core rules.
export interface ProductCardProps {
  product: Product;
  /** Where the card links to: the product page (in the shop) or an absolute URL (in the widget). */
  href: string;
  onAddToCart: (product: Product) => void;
  /**
   * In the shop: the form Add to Cart sits in (`CardAddForm`, posting to `/cart/add` before the page's
   * scripts run). The widget passes none: its button only calls `onAddToCart`.
   */
  addForm?: ComponentType<CardAddFormProps>;
  /** Client-side navigation; without it the link is an ordinary link. */
  onNavigate?: (href: string) => void;
  categoryName?: string;
  layout?: 'grid' | 'list';
  /** A ribbon such as 'Most Popular'. */
  highlight?: string;
  /** Clock for the 'New' badge (tests). */
  now?: Date;
  /**
   * How the image loads: `lazy` (default) as it nears the screen; `eager` at once (a card above the fold);
   * `priority` at once and first (the card whose image is the page's largest paint).
   */
  imageLoading?: 'lazy' | 'eager' | 'priority';
}

export const CARD_IMAGE_SIZE = 400;
/** How wide a card's image is shown: two columns on a phone, up to four on a wide screen. */
const CARD_IMAGE_SIZES = '(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 300px';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function ProductCard(props: ProductCardProps) {
  const { product, href, onAddToCart, onNavigate, categoryName, layout = 'grid', highlight, now } = props;
  const nameId = useId();
  // A product in sizes: in stock while any size is; "Add to Cart" adds the first size in stock.
  const sizes = product.variants ?? [];
  const firstSize = hasSizeChoice(product) ? initialVariant(sizes) : undefined;
  const stock = stockStatus(
    firstSize ? sizes.reduce((sum, size) => sum + Math.max(0, size.stock), 0) : product.stock,
  );
  const badge = productBadge(product, now);

  const AddForm = props.addForm;
  const addButton = (type: 'button' | 'submit') => (
    <button
      type={type}
      className="cat-card__add"
      disabled={!stock.canAdd}
      aria-describedby={nameId}
      onClick={type === 'button' ? () => onAddToCart(product) : undefined}
    >
      {stock.canAdd ? 'Add to Cart' : 'Sold Out'}
    </button>
  );

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(href);
  };

  return (
    <article
      className={`cat-card cat-card--${layout}${highlight ? ' cat-card--highlight' : ''}`}
      aria-labelledby={nameId}
    >
      {/* biome-ignore lint/a11y/useAnchorContent: a mouse shortcut duplicating the name link, hidden from assistive tech. */}
      <a className="cat-card__media" href={href} onClick={follow} tabIndex={-1} aria-hidden="true">
        {product.imageUrl ? (
          <Picture
            className="cat-card__image"
            url={product.imageUrl}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            eager={props.imageLoading === 'eager'}
            priority={props.imageLoading === 'priority'}
          />
        ) : (
          <ImagePlaceholder categoryId={product.categoryId} className="cat-card__image" />
        )}
        {highlight && <span className="cat-card__highlight">{highlight}</span>}
        {badge && (
          <span className={`cat-card__badge cat-card__badge--${badge === 'New' ? 'new' : 'best'}`}>
            {badge}
          </span>
        )}
      </a>
      <div className="cat-card__body">
        {categoryName && <p className="cat-card__category">{categoryName}</p>}
        <h3 className="cat-card__name" id={nameId}>
          <a href={href} onClick={follow}>
            {product.name}
          </a>
        </h3>
        <p className="cat-card__description">{truncate(product.description, CARD_DESCRIPTION_LENGTH)}</p>
        <div className="cat-card__footer">
          <div className="cat-card__pricing">
            <span className="cat-card__price">
              {pricesDiffer(product) ? `from ${formatNaira(fromPrice(product))}` : formatNaira(product.price)}
            </span>
            {sizes.length > 1 && <span className="cat-card__sizes">{`${sizes.length} sizes`}</span>}
            {stock.label && (
              <span className={`cat-card__stock cat-card__stock--${stock.kind}`}>{stock.label}</span>
            )}
          </div>
          {AddForm ? (
            <AddForm product={product} onAdd={onAddToCart}>
              {addButton('submit')}
            </AddForm>
          ) : (
            addButton('button')
          )}
        </div>
      </div>
    </article>
  );
}

/** The card's shape while products load. */
export function ProductCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  return (
    <div className={`cat-card cat-card--${layout} cat-card--skeleton`} aria-hidden="true">
      <div className="cat-card__media cat-shimmer" />
      <div className="cat-card__body">
        <div className="cat-shimmer cat-card__line" />
        <div className="cat-shimmer cat-card__line cat-card__line--short" />
        <div className="cat-shimmer cat-card__line cat-card__line--button" />
      </div>
    </div>
  );
}
