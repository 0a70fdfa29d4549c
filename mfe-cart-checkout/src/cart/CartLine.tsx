import { type CartItem, type CartStore, lineTotal } from '@ata/core/cart';
import { formatNaira } from '@ata/core/format';
import { Link, productHref, QuantityStepper } from '@ata/ui';
import { RemoveLineButton } from './RemoveLineButton.tsx';

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
  const thumb = (size: number) => (
    <img
      className="cart-thumb"
      src={item.imageUrl ?? undefined}
      alt=""
      width={size}
      height={size}
      loading="lazy"
    />
  );
  const total = formatNaira(lineTotal(item));
  const stepper = store && (
    <QuantityStepper
      name={item.name}
      value={item.quantity}
      onChange={(quantity) => store.setQuantity(item.productId, quantity)}
    />
  );
  const remove = store && <RemoveLineButton name={item.name} onRemove={() => store.remove(item.productId)} />;

  if (variant === 'row') {
    return (
      <tr className="cart-row">
        <td className="cart-cell-image">{thumb(80)}</td>
        <th scope="row" className="cart-cell-name">
          <Link href={productHref(item.productId)}>{item.name}</Link>
        </th>
        <td className="cart-cell-price" data-label="Price">
          {formatNaira(item.price)}
        </td>
        <td className="cart-cell-quantity" data-label="Quantity">
          {stepper}
        </td>
        <td className="cart-cell-total" data-label="Total">
          {total}
        </td>
        <td className="cart-cell-remove">{remove}</td>
      </tr>
    );
  }
  if (variant === 'drawer') {
    return (
      <li className="cart-drawer-line">
        {thumb(64)}
        <div className="cart-drawer-line-body">
          <p className="cart-line-name">{item.name}</p>
          <p className="cart-muted">{formatNaira(item.price)}</p>
          {stepper}
        </div>
        <div className="cart-drawer-line-end">
          <p className="cart-line-total">{total}</p>
          {remove}
        </div>
      </li>
    );
  }
  return (
    <li className="cart-summary-line">
      {thumb(48)}
      <span className="cart-summary-line-name">
        {item.name} <span className="cart-muted">× {item.quantity}</span>
      </span>
      <span>{total}</span>
    </li>
  );
}
