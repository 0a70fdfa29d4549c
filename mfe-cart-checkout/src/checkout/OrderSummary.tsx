import { type CartItem, FREE_DELIVERY_THRESHOLD_KOBO, lineKey } from '@ata/core/cart';
import { formatKobo } from '@ata/core/money';
import type { Quote } from '@ata/core/order';
import { CartLine } from '../cart/CartLine.tsx';
import { PricedTotals } from '../cart/PricedTotals.tsx';

/**
 * The checkout's summary column: each line, then the totals as the server will charge them (the quote):
 * subtotal, each discount on its own line, delivery (the chosen option, or "from ₦X" before a state), total.
 */
export function OrderSummary({ items, quote }: { items: readonly CartItem[]; quote?: Quote }) {
  return (
    <aside className="cart-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="cart-summary__title">
        Order Summary
      </h2>
      <ul className="cart-summary__lines">
        {items.map((item) => (
          <CartLine key={lineKey(item)} item={item} variant="summary" />
        ))}
      </ul>
      <PricedTotals items={items} quote={quote} />
      <p className="cart-summary__free-delivery">
        Free delivery on orders above {formatKobo(FREE_DELIVERY_THRESHOLD_KOBO)}
      </p>
    </aside>
  );
}
