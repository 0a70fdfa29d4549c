import { formatKobo } from '@ata/core/money';
import { orderReference } from '@ata/core/order';
import { buttonClass, Link } from '@ata/ui';
import { OrderDetails } from '@ata/ui/order/OrderDetails.tsx';
import { trackedOrderQuery } from '@ata/ui/order/tracked-order-query.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Shown after a successful order, with the reference (first 8 characters + '...'). An online
 * payment shows "Payment received" only when the server verified it; a chat order links to its chat.
 * With the order's tracking token, it shows what the tracking page shows (items, totals with delivery,
 * address, payment state, expected delivery) and links that page.
 */
export function OrderConfirmed({
  orderId,
  trackingToken,
  paidKobo,
  chatUrl,
}: {
  orderId: string;
  /** The secret of the order's tracking link (from placing it, or kept for this tab's session). */
  trackingToken?: string;
  /** The verified amount, when the order was paid online. */
  paidKobo?: number;
  chatUrl?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const tracked = useQuery({ ...trackedOrderQuery(trackingToken ?? ''), enabled: Boolean(trackingToken) });
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="cart-page cart-confirmed">
      <div className="cart-confirmed__icon" aria-hidden="true">
        ✓
      </div>
      <h1 ref={heading} tabIndex={-1} className="cart-page__title">
        Order Confirmed!
      </h1>
      {paidKobo !== undefined && (
        <p className="cart-confirmed__payment-received" role="status">
          <strong>Payment received</strong>: {formatKobo(paidKobo)}
        </p>
      )}
      <p>Thank you for shopping with us. We'll contact you soon to arrange delivery.</p>
      <p>
        Order reference: <strong data-testid="order-reference">{orderReference(orderId)}</strong>
      </p>
      {tracked.data && (
        <>
          <p>
            Follow your order at any time:{' '}
            <a href={tracked.data.trackingUrl} className="cart-link" data-testid="tracking-link">
              Track your order
            </a>
          </p>
          <div className="cart-confirmed__details">
            <OrderDetails order={tracked.data} />
          </div>
        </>
      )}
      {chatUrl && (
        <p>
          <a href={chatUrl} target="_blank" rel="noopener noreferrer" className="cart-link">
            Open the WhatsApp chat with your order
          </a>
        </p>
      )}
      <div className="cart-confirmed__actions">
        <Link href="/" className={buttonClass('outline', 'lg')}>
          Return to Home
        </Link>
        <Link href="/shop" className={buttonClass('primary', 'lg')}>
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}
