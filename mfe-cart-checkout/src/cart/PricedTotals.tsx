import type { CartItem } from '@ata/core/cart';
import { formatKobo, subtotalKobo } from '@ata/core/money';
import type { Quote } from '@ata/core/order';
import { CartTotals } from './CartTotals.tsx';
import { feeText, leastDeliveryLabel } from './delivery-text.ts';

/**
 * The totals as the server will charge them (the quote: core's priceOrder fed from the database): subtotal,
 * each discount on its own line, delivery (the option for the state, or "from ₦X" before one is known, "Free"
 * when even the least is nothing),
 * total. Until a quote for these very lines arrives, the cart's own "Delivery from" totals.
 */
export function PricedTotals({ items, quote }: { items: readonly CartItem[]; quote: Quote | undefined }) {
  return quote && quote.subtotalKobo === subtotalKobo(items) ? (
    <QuoteTotals quote={quote} />
  ) : (
    <CartTotals items={items} />
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
        <dt>{quote.delivery ? quote.delivery.label : leastDeliveryLabel(quote.fromDeliveryKobo ?? 0)}</dt>
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
