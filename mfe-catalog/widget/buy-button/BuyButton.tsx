import { CART_LINK_QUANTITY_MAX, cartLinkUrl, sizeToken } from '@ata/core/cart';
import { formatKobo, nairaToNearestKobo } from '@ata/core/money';
import { initialVariant, type ProductReading, stockStatus, variantsOf } from '@ata/core/product';
import { brand } from '@ata/core/site';
import { useEffect, useId, useState } from 'react';
import { absoluteImage } from '../load-products.ts';

import { CartLink } from '../shared/CartLink.tsx';
import type { EmbedContext } from '../shared/embed-element.tsx';
import { loadProduct, UNREACHABLE } from '../shared/load-product.ts';
import { Stepper } from '../shared/Stepper.tsx';
import { addSent, sentThisVisit } from './sent-count.ts';

export const ADD_EVENT = 'ata:add';
export const CHECKOUT_EVENT = 'ata:checkout';
export const ERROR_EVENT = 'ata:error';

type Load =
  | { status: 'waiting' }
  | { status: 'error'; message: string }
  | { status: 'ready'; product: ProductReading };

/** The product's sizes; an answer without any (an older API) sells the product itself in one size. */
const sizesOf = (product: ProductReading) =>
  variantsOf(product).length
    ? variantsOf(product)
    : [{ id: product.id, label: '', price: product.price, stock: product.stock }];

/** `<ata-buy-button>`: one product with its sizes, a quantity, "Buy now" and "Add to cart" (cart links). */
export function BuyButton({ shop, partnerRef, theme, near, attribute, emit }: EmbedContext) {
  const slug = attribute('product')?.trim().toLowerCase() ?? '';
  const askedSize = sizeToken(attribute('size') ?? '');
  const [load, setLoad] = useState<Load>({ status: 'waiting' });
  const [sizeId, setSizeId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [sent, setSent] = useState(sentThisVisit);
  const id = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `emit` is new on each render; it only reports.
  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    setLoad({ status: 'waiting' });
    loadProduct(shop, slug, controller.signal).then(
      (product) => {
        if (controller.signal.aborted) return;
        if (product) return setLoad({ status: 'ready', product });
        const message = 'This product is not in the shop.';
        setLoad({ status: 'error', message });
        emit(ERROR_EVENT, { message, product: slug });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = UNREACHABLE;
        setLoad({ status: 'error', message });
        emit(ERROR_EVENT, { message, error });
      },
    );
    return () => controller.abort();
  }, [near, shop, slug]);

  const product = load.status === 'ready' ? load.product : null;
  const sizes = product ? sizesOf(product) : [];
  const size =
    sizes.find((each) => each.id === sizeId) ??
    sizes.find((each) => askedSize && sizeToken(each.label) === askedSize) ??
    initialVariant(sizes);
  const stock = size ? stockStatus(size.stock) : null;
  const maxQuantity = Math.max(1, Math.min(size?.stock ?? 1, CART_LINK_QUANTITY_MAX));
  const shownQuantity = Math.min(quantity, maxQuantity);
  const items =
    product && size && stock?.canAdd
      ? [{ slug: product.slug, size: size.label, quantity: shownQuantity }]
      : [];
  const link = (to: 'cart' | 'checkout') =>
    items.length ? cartLinkUrl(shop, items, { ref: partnerRef ?? undefined, to }) : undefined;
  const image = product && absoluteImage(product.imageUrl, shop);

  return (
    <section
      className="ae abb"
      part="container"
      data-theme={theme}
      aria-labelledby={`${id}-name`}
      aria-busy={load.status === 'waiting'}
    >
      <div className="abb__media">
        {image && <img src={image} alt="" part="image" width={96} height={96} />}
      </div>
      <div className="abb__body">
        <h2 className="abb__name" id={`${id}-name`} part="title">
          {product?.name ?? (load.status === 'error' ? load.message : 'Loading…')}
        </h2>
        {load.status === 'error' && (
          <p className="ae-hidden" role="alert">
            {load.message}
          </p>
        )}
        <p className="abb__price" part="price">
          {size && <strong>{formatKobo(nairaToNearestKobo(size.price) * shownQuantity)}</strong>}
          {stock?.label && (
            <span className={`abb__stock abb__stock--${stock.kind}`} part="stock">
              {' '}
              · {stock.label}
            </span>
          )}
        </p>
        <fieldset className="abb__sizes" part="sizes" disabled={sizes.length < 2}>
          <legend className="ae-hidden">Size</legend>
          {sizes.length > 1 &&
            sizes.map((each) => (
              <label key={each.id} className="abb__size">
                <input
                  type="radio"
                  name={`${id}-size`}
                  value={each.id}
                  checked={each === size}
                  onChange={() => setSizeId(each.id)}
                />
                {each.label}
              </label>
            ))}
        </fieldset>
        <div className="abb__actions">
          <Stepper
            label="Quantity"
            less="Fewer"
            more="More"
            value={shownQuantity}
            min={1}
            max={maxQuantity}
            onChange={setQuantity}
            part="quantity"
            disabled={!items.length}
          />
        </div>
        <div className="abb__actions">
          <CartLink
            url={link('checkout')}
            onClick={(event) =>
              emit(CHECKOUT_EVENT, { items, url: link('checkout') }) || event.preventDefault()
            }
          >
            {product && !stock?.canAdd ? 'Sold out' : 'Buy now'}
          </CartLink>
          <CartLink
            quiet
            url={link('cart')}
            onClick={(event) => {
              if (!emit(ADD_EVENT, { items, url: link('cart') })) return event.preventDefault();
              setSent(addSent(shownQuantity));
            }}
          >
            Add to cart
          </CartLink>
        </div>
        <p className="ae-from" part="count">
          {sent ? `${sent} sent to your ${brand.name} cart this visit` : `Sold by ${brand.name}`}
        </p>
      </div>
    </section>
  );
}
