import { type CartItem, FREE_DELIVERY_THRESHOLD, lineTotal } from '@ata/core/cart';
import { formatNaira } from '@ata/core/format';
import { CartTotals } from '../cart/CartTotals.tsx';

/** The checkout's summary column: each line, the totals and the free-delivery note (SPEC §2, §9). */
export function OrderSummary({ items, subtotal }: { items: readonly CartItem[]; subtotal: number }) {
  return (
    <aside className="cart-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="cart-summary-title">
        Order Summary
      </h2>
      <ul className="cart-summary-lines">
        {items.map((item) => (
          <li key={item.productId} className="cart-summary-line">
            <img
              className="cart-thumb"
              src={item.imageUrl ?? undefined}
              alt=""
              width={48}
              height={48}
              loading="lazy"
            />
            <span className="cart-summary-line-name">
              {item.name} <span className="cart-muted">× {item.quantity}</span>
            </span>
            <span>{formatNaira(lineTotal(item))}</span>
          </li>
        ))}
      </ul>
      <CartTotals subtotal={subtotal} />
      <p className="cart-free-delivery">
        Free delivery on orders above {formatNaira(FREE_DELIVERY_THRESHOLD)}
      </p>
    </aside>
  );
}
