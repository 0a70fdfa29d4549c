import { deliveryFee, orderTotal } from '@ata/core/cart';
import { formatNaira } from '@ata/core/format';
import './cart.css';

/** Subtotal, delivery fee (₦1,000 up to ₦5,000, free above) and the display total. */
export function CartTotals({ subtotal }: { subtotal: number }) {
  const fee = deliveryFee(subtotal);
  return (
    <dl className="cart-totals">
      <div className="cart-totals__row">
        <dt>Subtotal</dt>
        <dd data-testid="cart-subtotal">{formatNaira(subtotal)}</dd>
      </div>
      <div className="cart-totals__row">
        <dt>Delivery Fee</dt>
        <dd data-testid="cart-delivery-fee">{fee === 0 ? 'Free' : formatNaira(fee)}</dd>
      </div>
      <div className="cart-totals__row cart-totals__row--total">
        <dt>Total</dt>
        <dd data-testid="cart-total">{formatNaira(orderTotal(subtotal))}</dd>
      </div>
    </dl>
  );
}
