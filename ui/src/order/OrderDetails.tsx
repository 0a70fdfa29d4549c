import { formatKobo } from '@ata/core/money';
import {
  awaitsDelivery,
  DELIVERY_BUSINESS_DAYS,
  deliveryEstimate,
  paymentStateText,
  type TrackedOrder,
} from '@ata/core/order';
import { useId } from 'react';

/**
 * What was ordered and where it goes: items, totals with delivery, payment state, delivery address and
 * the expected delivery. The checkout's confirmation and the tracking page both show it.
 */
export function OrderDetails({ order }: { order: TrackedOrder }) {
  const id = useId();
  return (
    <div className="ui-order">
      <section className="ui-order__section" aria-labelledby={`${id}-items`}>
        <h2 id={`${id}-items`} className="ui-order__title">
          Items
        </h2>
        <ul className="ui-order__items">
          {order.items.map((item, index) => (
            // Lines are never reordered; two lines may share a name (sizes, later).
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className="ui-order__item">
              <span>
                {item.name} <span className="ui-order__quantity">× {item.quantity}</span>
              </span>
              <span>{formatKobo(item.lineTotalKobo)}</span>
            </li>
          ))}
        </ul>
        <dl className="ui-order__totals">
          <div>
            <dt>Subtotal</dt>
            <dd>{formatKobo(order.subtotalKobo)}</dd>
          </div>
          {(order.discountKobo ?? 0) > 0 && (
            <div>
              <dt>Discount{order.discountCode ? ` (${order.discountCode})` : ''}</dt>
              <dd>−{formatKobo(order.discountKobo ?? 0)}</dd>
            </div>
          )}
          <div>
            <dt>{order.deliveryLabel ?? 'Delivery'}</dt>
            <dd>{order.deliveryFeeKobo === 0 ? 'Free' : formatKobo(order.deliveryFeeKobo)}</dd>
          </div>
          <div className="ui-order__total">
            <dt>Total</dt>
            <dd>{formatKobo(order.totalKobo)}</dd>
          </div>
        </dl>
      </section>
      <section className="ui-order__section" aria-labelledby={`${id}-payment`}>
        <h2 id={`${id}-payment`} className="ui-order__title">
          Payment
        </h2>
        <p data-testid="payment-state">{paymentStateText(order)}</p>
      </section>
      <section className="ui-order__section" aria-labelledby={`${id}-delivery`}>
        <h2 id={`${id}-delivery`} className="ui-order__title">
          Delivery
        </h2>
        <p className="ui-order__address">
          {order.customerName}
          {(order.address ?? [order.shippingAddress]).map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </p>
        {order.shippingNote && <p>{order.shippingNote}</p>}
        {awaitsDelivery(order.status) && (
          <p>
            Expected delivery: <strong>{deliveryEstimate(order.createdAt)}</strong> (
            {DELIVERY_BUSINESS_DAYS.min}-{DELIVERY_BUSINESS_DAYS.max} business days)
          </p>
        )}
      </section>
    </div>
  );
}
