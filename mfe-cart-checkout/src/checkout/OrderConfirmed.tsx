import { orderReference } from '@ata/core/order';
import { buttonClass, Link } from '@ata/ui';
import { useEffect, useRef } from 'react';

/** Shown after a successful order, with the reference (first 8 characters + '...'). */
export function OrderConfirmed({ orderId }: { orderId: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="cart-page cart-confirmed">
      <div className="cart-confirmed-icon" aria-hidden="true">
        ✓
      </div>
      <h1 ref={heading} tabIndex={-1} className="cart-page-title">
        Order Confirmed!
      </h1>
      <p>Thank you for shopping with us. We'll contact you soon to arrange delivery.</p>
      <p>
        Order reference: <strong data-testid="order-reference">{orderReference(orderId)}</strong>
      </p>
      <div className="cart-confirmed-actions">
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
