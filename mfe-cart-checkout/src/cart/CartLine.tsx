import { CART_FORM_FIELDS, CART_FORM_PATHS, type CartItem, type CartStore, lineKey } from '@ata/core/cart';
import { formatKobo, formatNaira, lineTotalKobo } from '@ata/core/money';
import { nameWithSize } from '@ata/core/product';
import { ImagePlaceholder, Link, Picture, productHref, QuantityStepper, useMaxPerOrderLine } from '@ata/ui';
import { LineForm } from './LineForm.tsx';
import { RemoveLineButton } from './RemoveLineButton.tsx';
import './cart.css';

/**
 * One cart line, in the three places it is drawn: a row of the cart page's table, a line of the
 * drawer, and a read-only line of the checkout's order summary. `store` makes the line editable.
 */
export function CartLine({
  item,
  variant,
  store,
}: {
  item: CartItem;
  variant: 'row' | 'drawer' | 'summary';
  store?: Pick<CartStore, 'setQuantity' | 'remove'>;
}) {
  // Shown at `size` CSS px wherever it is drawn: the browser picks the variant for that and the screen's density.
  const thumb = (size: number) =>
    item.imageUrl ? (
      <Picture
        className="cart-line__thumb"
        url={item.imageUrl}
        sizes={`${size}px`}
        alt=""
        width={size}
        height={size}
      />
    ) : (
      <ImagePlaceholder categoryId={item.categoryId} className="cart-line__thumb" size={size} />
    );
  const perOrder = useMaxPerOrderLine();
  // The size is part of the name wherever the line is shown ("Ground Crayfish (1 kg)").
  const name = nameWithSize(item.name, item.variantLabel);
  const key = lineKey(item);
  const total = formatKobo(lineTotalKobo(item));
  const stepper = store && (
    <LineForm action={CART_FORM_PATHS.update} productId={item.productId} variantId={item.variantId}>
      <QuantityStepper
        name={name}
        value={item.quantity}
        max={item.stock}
        perOrder={perOrder}
        submitName={CART_FORM_FIELDS.quantity}
        onChange={(quantity) => store.setQuantity(key, quantity)}
      />
    </LineForm>
  );
  const remove = store && (
    <LineForm action={CART_FORM_PATHS.remove} productId={item.productId} variantId={item.variantId}>
      <RemoveLineButton name={name} onRemove={() => store.remove(key)} />
    </LineForm>
  );

  if (variant === 'row') {
    return (
      <tr className="cart-line cart-line--row">
        <td className="cart-line__image">{thumb(80)}</td>
        <th scope="row" className="cart-line__name">
          <Link href={productHref(item.productId)}>{name}</Link>
        </th>
        <td className="cart-line__price" data-label="Price">
          {formatNaira(item.price)}
        </td>
        <td className="cart-line__quantity" data-label="Quantity">
          {stepper}
        </td>
        <td className="cart-line__total" data-label="Total">
          {total}
        </td>
        <td className="cart-line__remove">{remove}</td>
      </tr>
    );
  }
  if (variant === 'drawer') {
    return (
      <li className="cart-line cart-line--drawer">
        {thumb(64)}
        <div className="cart-line__body">
          <p className="cart-line__name">{name}</p>
          <p className="cart-muted">{formatNaira(item.price)}</p>
          {stepper}
        </div>
        <div className="cart-line__end">
          <p className="cart-line__total">{total}</p>
          {remove}
        </div>
      </li>
    );
  }
  return (
    <li className="cart-line cart-line--summary">
      {thumb(48)}
      <span className="cart-line__name">
        {name} <span className="cart-muted">× {item.quantity}</span>
      </span>
      <span>{total}</span>
    </li>
  );
}
