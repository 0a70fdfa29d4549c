import { type CartItem, FREE_DELIVERY_THRESHOLD_KOBO, lineKey } from '@ata/core/cart';
import { formatKobo, subtotalKobo } from '@ata/core/money';
import type { Quote } from '@ata/core/order';
import { CartLine } from '../cart/CartLine.tsx';
import { CartTotals } from '../cart/CartTotals.tsx';

const feeText = (kobo: number) => (kobo === 0 ? 'Free' : formatKobo(kobo));

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
      {quote && quote.subtotalKobo === subtotalKobo(items) ? (
        <QuoteTotals quote={quote} />
      ) : (
        <CartTotals items={items} />
      )}
      <p className="cart-summary__free-delivery">
        Free delivery on orders above {formatKobo(FREE_DELIVERY_THRESHOLD_KOBO)}
      </p>
    </aside>
  );
}

function QuoteTotals({ quote }: { quote: Quote }) {
  return (
    <dl className="cart-totals" aria-live="polite">
      <div className="cart-totals__row">
        <dt>Subtotal</dt>
        <dd data-testid="cart-subtotal">{formatKobo(quote.subtotalKobo)}</dd>
      </div>
      {quote.discounts
        .filter((one) => !one.freeDelivery && one.amountKobo > 0)
        .map((one) => (
          <div key={`${one.code ?? ''}${one.label}`} className="cart-totals__row">
            <dt>{one.code ? `Discount (${one.code})` : one.label}</dt>
            <dd data-testid="cart-discount">−{formatKobo(one.amountKobo)}</dd>
          </div>
        ))}
      <div className="cart-totals__row">
        <dt>{quote.delivery ? quote.delivery.label : 'Delivery from'}</dt>
        <dd data-testid="cart-delivery-fee">
          {quote.delivery ? feeText(quote.deliveryKobo) : feeText(quote.fromDeliveryKobo ?? 0)}
        </dd>
      </div>
      {quote.discounts
        .filter((one) => one.freeDelivery && one.amountKobo > 0)
        .map((one) => (
          <div key={`free-${one.code ?? one.label}`} className="cart-totals__row">
            <dt>{one.code ? `Free delivery (${one.code})` : one.label}</dt>
            <dd>−{formatKobo(one.amountKobo)} (waived)</dd>
          </div>
        ))}
      <div className="cart-totals__row cart-totals__row--total">
        <dt>Total</dt>
        <dd data-testid="cart-total">
          {formatKobo(quote.delivery ? quote.totalKobo : quote.totalKobo + (quote.fromDeliveryKobo ?? 0))}
        </dd>
      </div>
    </dl>
  );
}
