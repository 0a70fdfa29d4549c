import { formatKobo } from '@ata/core/money';
import { orderReference } from '@ata/core/order';
import { buttonClass, Link } from '@ata/ui';
import { useEffect, useRef } from 'react';

/**
 * Shown after a successful order, with the reference (first 8 characters + '...'). An online
 * payment shows "Payment received" only when the server verified it; a chat order links to its chat.
 */
export function OrderConfirmed({
  orderId,
  paidKobo,
  chatUrl,
}: {
  orderId: string;
  /** The verified amount, when the order was paid online. */
  paidKobo?: number;
  chatUrl?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
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
