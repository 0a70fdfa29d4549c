import type { CartItem } from '@ata/core/cart';
import { api } from '@ata/core/http';
import { formatKobo, subtotalKobo } from '@ata/core/money';
import { cheapestStandardKobo, DEFAULT_DELIVERY, type DeliveryConfig } from '@ata/core/pricing';
import { useQuery } from '@tanstack/react-query';
import { feeText, leastDeliveryLabel } from './delivery-text.ts';
import './cart.css';

/** The shop's delivery (zones, fee rules), as `/api/delivery` publishes it; the server render fills it. */
export const DELIVERY_QUERY = ['/api/delivery'] as const;
export const fetchDelivery = (fetchJson = api.getJson) => fetchJson<DeliveryConfig>(DELIVERY_QUERY[0]);

/**
 * Subtotal, delivery and the total, summed in kobo. Before the shopper names her state (the cart page) the
 * delivery is the least the configured zones charge for this cart: "Delivery from ₦X" (a fresh shop: ₦1,000
 * up to ₦5,000, free above, as always); the checkout then prices her state (OrderSummary).
 */
export function CartTotals({ items }: { items: readonly CartItem[] }) {
  // Fetched by the client's default (GET of the key's path); the server render fills it.
  const delivery = useQuery<DeliveryConfig>({ queryKey: DELIVERY_QUERY, staleTime: 60_000 });
  const subtotal = subtotalKobo(items);
  const fee = cheapestStandardKobo(delivery.data ?? DEFAULT_DELIVERY, subtotal, 0) ?? 0;
  return (
    <dl className="cart-totals">
      <div className="cart-totals__row">
        <dt>Subtotal</dt>
        <dd data-testid="cart-subtotal">{formatKobo(subtotal)}</dd>
      </div>
      <div className="cart-totals__row">
        <dt>{leastDeliveryLabel(fee)}</dt>
        <dd data-testid="cart-delivery-fee">{feeText(fee)}</dd>
      </div>
      <div className="cart-totals__row cart-totals__row--total">
        <dt>Total</dt>
        <dd data-testid="cart-total">{formatKobo(subtotal + fee)}</dd>
      </div>
    </dl>
  );
}
