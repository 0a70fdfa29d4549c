import { CART_FORM_FIELDS, CART_FORM_PATHS } from '@ata/core/cart';
import { findCategory } from '@ata/core/category';
import { chatLink, productInquiryMessage } from '@ata/core/chat';
import { formatNaira } from '@ata/core/format';
import {
  hasSizeChoice,
  initialVariant,
  nameWithSize,
  type Product,
  type ProductVariant,
  stockStatus,
  unitPriceText,
} from '@ata/core/product';
import { pageTitle } from '@ata/core/routes';
import { numberSetting } from '@ata/core/settings';
import { brand, messages } from '@ata/core/site';
import {
  buttonClass,
  ImagePlaceholder,
  Link,
  Picture,
  QuantityStepper,
  shopHref,
  useAddToCart,
  useDocumentMeta,
  usePageHead,
  useSettings,
} from '@ata/ui';
import { useState } from 'react';
import { useCategories, useProduct } from '../data/queries.ts';
import { productHead } from './product-head.ts';
import { RelatedProducts } from './RelatedProducts.tsx';
import './product.css';

const DETAIL_IMAGE_SIZE = 800;
/** The image fills the page on a phone and half of it from the tablet layout up. */
const DETAIL_IMAGE_SIZES = '(max-width: 768px) 100vw, 600px';

export function ProductPage({ id }: { id: string }) {
  const product = useProduct(id);
  if (product.isPending) return <ProductDetailSkeleton />;
  if (product.isError) return <ProductLoadFailed />;
  return <ProductDetail product={product.data} />;
}

function BackToShop() {
  return (
    <Link href="/shop" className="cat-product__back">
      <span aria-hidden="true">←</span> Back to Shop
    </Link>
  );
}

/** The add-to-cart form: the stepper is in it, the Add to Cart button names it from the actions row. */
const ADD_FORM_ID = 'cat-add-to-cart';

function ProductDetail({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const sizes = product.variants ?? [];
  const choice = hasSizeChoice(product);
  const [sizeId, setSizeId] = useState(() => initialVariant(sizes)?.id);
  // The chosen size's price and stock (a product with one size: its own, as before sizes).
  const size = sizes.find((candidate) => candidate.id === sizeId);
  const price = size?.price ?? product.price;
  const inStock = size?.stock ?? product.stock;
  const addToCart = useAddToCart();
  const categories = useCategories();
  const settings = useSettings();
  const stock = stockStatus(inStock);
  const unitPrice = choice && size ? unitPriceText(size.price, size.weightGrams) : null;
  const category = product.categoryId ? findCategory(categories.data ?? [], product.categoryId) : undefined;
  const whatsappNumber = settings.contact_whatsapp;

  usePageHead(productHead, { product, categories: categories.data ?? [] });

  return (
    <div className="cat-page cat-product">
      <BackToShop />
      <section className="cat-product__layout" aria-labelledby="cat-product-name">
        <div className="cat-product__media">
          {product.imageUrl ? (
            <Picture
              className="cat-product__image"
              url={product.imageUrl}
              sizes={DETAIL_IMAGE_SIZES}
              alt={product.name}
              width={DETAIL_IMAGE_SIZE}
              height={DETAIL_IMAGE_SIZE}
              priority
            />
          ) : (
            <ImagePlaceholder categoryId={product.categoryId} className="cat-product__image" />
          )}
        </div>
        <div className="cat-product__info">
          {category && (
            <Link href={shopHref({ category: category.slug })} className="cat-product__category">
              {category.name}
            </Link>
          )}
          <h1 id="cat-product-name" className="cat-product__name">
            {product.name}
          </h1>
          <div className="cat-product__meta">
            <span className="cat-product__price" aria-live="polite">
              {formatNaira(price)}
            </span>
            {size?.compareAtPrice && size.compareAtPrice > size.price && (
              <s className="cat-product__was">
                <span className="ui-visually-hidden">Was </span>
                {formatNaira(size.compareAtPrice)}
              </s>
            )}
            {product.isFeatured && <span className="cat-product__bestseller">Bestseller</span>}
          </div>
          {unitPrice && <p className="cat-product__unit-price">{unitPrice}</p>}
          <p className={`cat-product__stock cat-product__stock--${stock.kind}`}>
            <span className="cat-product__stock-dot" aria-hidden="true" />
            {stock.kind === 'in' ? 'In Stock' : stock.label}
          </p>
          <p className="cat-product__description">{product.description}</p>

          {/* Posts to the shop before the page's scripts run (or without them); once hydrated, the cart store. */}
          <form
            id={ADD_FORM_ID}
            method="post"
            action={CART_FORM_PATHS.add}
            className="cat-product__buy"
            onSubmit={(event) => {
              event.preventDefault();
              addToCart(product, quantity, size);
            }}
          >
            <input type="hidden" name={CART_FORM_FIELDS.productId} value={product.id} />
            {choice && (
              <SizeChoice
                sizes={sizes}
                chosen={sizeId}
                onChoose={(id) => {
                  setSizeId(id);
                  const stockOfSize = sizes.find((candidate) => candidate.id === id)?.stock ?? 1;
                  setQuantity((current) => Math.max(1, Math.min(current, stockOfSize)));
                }}
              />
            )}
            <QuantityStepper
              value={quantity}
              onChange={setQuantity}
              disabled={!stock.canAdd}
              max={inStock}
              perOrder={numberSetting(settings, 'order_max_line_quantity')}
              // A low stock is already said just above ("Only N left").
              limitNote={stock.kind === 'in'}
              inputName={CART_FORM_FIELDS.quantity}
              editable
            />
          </form>

          <div className="cat-product__actions">
            <button
              type="submit"
              form={ADD_FORM_ID}
              className={buttonClass('primary', 'md', 'cat-button')}
              disabled={!stock.canAdd}
            >
              Add to Cart
            </button>
            <a
              className={buttonClass('primary', 'md', 'cat-button cat-button--whatsapp')}
              href={chatLink(
                whatsappNumber,
                productInquiryMessage({
                  name: nameWithSize(product.name, choice ? size?.label : null),
                  price,
                }),
              )}
              target="_blank"
              rel="noopener noreferrer"
            >
              Inquire via WhatsApp
            </a>
          </div>
          <p className="cat-product__delivery">Delivery in 2-3 business days across Nigeria.</p>
        </div>
      </section>
      {category && <RelatedProducts key={product.id} product={product} category={category} />}
    </div>
  );
}

/**
 * The sizes as a radio group inside the add-to-cart form, so the chosen one is posted without JavaScript
 * too; each says its price (and unit price) so the choice is informed before the page's scripts run. A
 * sold-out size is shown, disabled.
 */
function SizeChoice({
  sizes,
  chosen,
  onChoose,
}: {
  sizes: readonly ProductVariant[];
  chosen: string | undefined;
  onChoose: (id: string) => void;
}) {
  return (
    <fieldset className="cat-product__sizes">
      <legend className="cat-product__sizes-legend">Size</legend>
      {sizes.map((size) => {
        const soldOut = size.stock <= 0;
        const unit = unitPriceText(size.price, size.weightGrams);
        return (
          <label key={size.id} className={`cat-product__size${soldOut ? ' cat-product__size--out' : ''}`}>
            <input
              type="radio"
              name={CART_FORM_FIELDS.variantId}
              value={size.id}
              checked={size.id === chosen}
              disabled={soldOut}
              onChange={() => onChoose(size.id)}
            />
            {/* The spaces keep the parts apart in the radio's accessible name. */}
            <span className="cat-product__size-label">{size.label}</span>{' '}
            <span className="cat-product__size-price">{formatNaira(size.price)}</span>
            {unit && (
              <>
                {' '}
                <span className="cat-product__size-unit">{unit}</span>
              </>
            )}
            {soldOut && (
              <>
                {' '}
                <span className="cat-product__size-out">Sold out</span>
              </>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}

function ProductLoadFailed() {
  useDocumentMeta(pageTitle(messages.productNotFound.title, brand.name));
  return (
    <div className="cat-page cat-product cat-product--failed">
      <BackToShop />
      <div className="cat-product__failure" role="alert">
        <h1>{messages.productNotFound.title}</h1>
        <p>{messages.productNotFound.description}</p>
        <Link href="/shop" className={buttonClass('primary', 'md', 'cat-button')}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}

function ProductDetailSkeleton() {
  return (
    <div className="cat-page cat-product" aria-busy="true">
      <p className="ui-visually-hidden" role="status">
        Loading product…
      </p>
      <div className="cat-shimmer cat-product__back-skeleton" />
      <div className="cat-product__layout">
        <div className="cat-product__media cat-shimmer" />
        <div className="cat-product__info">
          <div className="cat-shimmer cat-skeleton-line cat-skeleton-line--title" />
          <div className="cat-shimmer cat-skeleton-line cat-skeleton-line--short" />
          <div className="cat-shimmer cat-skeleton-line" />
          <div className="cat-shimmer cat-skeleton-line" />
          <div className="cat-shimmer cat-skeleton-line cat-skeleton-line--short" />
        </div>
      </div>
    </div>
  );
}
