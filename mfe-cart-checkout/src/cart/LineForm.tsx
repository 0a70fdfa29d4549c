import { CART_FORM_FIELDS } from '@ata/core/cart';
import type { ReactNode } from 'react';

/**
 * A cart line's control as a form that works without JavaScript (POST, answered with a redirect to the
 * cart); once hydrated its buttons act in the page and cancel the post.
 */
export function LineForm({
  action,
  productId,
  variantId,
  children,
}: {
  action: string;
  productId: string;
  /** The line's size (absent: the product's default size). */
  variantId?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} className="cart-line__form">
      <input type="hidden" name={CART_FORM_FIELDS.productId} value={productId} />
      {variantId && <input type="hidden" name={CART_FORM_FIELDS.variantId} value={variantId} />}
      {children}
    </form>
  );
}
