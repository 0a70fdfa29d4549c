import { type CartItem, FREE_DELIVERY_THRESHOLD_KOBO, lineKey } from '@ata/core/cart';
import { formatKobo } from '@ata/core/money';
import { CartLine } from '../cart/CartLine.tsx';
import { CartTotals } from '../cart/CartTotals.tsx';

/** The checkout's summary column: each line, the totals and the free-delivery note. */
export function OrderSummary({ items }: { items: readonly CartItem[] }) {
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
      <CartTotals items={items} />
      <p className="cart-summary__free-delivery">
        Free delivery on orders above {formatKobo(FREE_DELIVERY_THRESHOLD_KOBO)}
      </p>
    </aside>
  );
}
