import { type CartItem, deliveryFeeKobo, orderTotalKobo } from '@ata/core/cart';
import { formatKobo, subtotalKobo } from '@ata/core/money';
import './cart.css';

/** Subtotal, delivery fee (₦1,000 up to ₦5,000, free above) and the display total, summed in kobo. */
export function CartTotals({ items }: { items: readonly CartItem[] }) {
  const subtotal = subtotalKobo(items);
  const fee = deliveryFeeKobo(subtotal);
  return (
    <dl className="cart-totals">
      <div className="cart-totals__row">
        <dt>Subtotal</dt>
        <dd data-testid="cart-subtotal">{formatKobo(subtotal)}</dd>
      </div>
      <div className="cart-totals__row">
        <dt>Delivery Fee</dt>
        <dd data-testid="cart-delivery-fee">{fee === 0 ? 'Free' : formatKobo(fee)}</dd>
      </div>
      <div className="cart-totals__row cart-totals__row--total">
        <dt>Total</dt>
        <dd data-testid="cart-total">{formatKobo(orderTotalKobo(subtotal))}</dd>
      </div>
    </dl>
  );
}
