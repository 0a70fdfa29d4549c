import { cartCount, itemCountLabel, lineKey } from '@ata/core/cart';
import { formatNaira } from '@ata/core/format';
import { buttonClass, Dialog, DialogTitle, Link, useCart } from '@ata/ui';
import { CartLine } from '../cart/CartLine.tsx';
import { pageCartChanges } from '../cart/initial.ts';
import { StockNotice } from '../cart/StockNotice.tsx';
import { useStockCheck } from '../cart/stock-check.ts';

/**
 * "Checkout on WhatsApp" goes through the checkout with WhatsApp chosen: the order is placed (its stock
 * reserved, its delivery details known) before the chat opens with its reference and tracking link.
 */
export const WHATSAPP_CHECKOUT_HREF = '/checkout?payment=whatsapp';

/** The cart drawer: slides in from the right on every page. */
export function CartDrawer() {
  const { items, total, isOpen, store } = useCart();
  // What the shop changed since (said when the page's cart was read), then what the drawer's check finds.
  const changes = [...new Set([...pageCartChanges(), ...useStockCheck(isOpen)])];

  return (
    <Dialog open={isOpen} onClose={store.close} placement="right" keepMounted className="cart-drawer">
      {/* Plain boxes: a <header>/<footer> here would be a second banner/contentinfo landmark of the page. */}
      <div className="cart-drawer__header">
        <DialogTitle className="cart-drawer__title">
          Your Cart ({itemCountLabel(cartCount(items))})
        </DialogTitle>
        <button
          type="button"
          className="ui-btn ui-btn--ghost ui-btn--icon cart-drawer__close"
          aria-label="Close cart"
          onClick={store.close}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>

      <StockNotice changes={changes} />
      {items.length === 0 ? (
        <div className="cart-drawer__empty">
          <p className="cart-drawer__empty-title">Your cart is empty</p>
          <p className="cart-muted">Looks like you haven't added any products to your cart yet.</p>
        </div>
      ) : (
        <ul className="cart-drawer__lines">
          {items.map((item) => (
            <CartLine key={lineKey(item)} item={item} variant="drawer" store={store} />
          ))}
        </ul>
      )}

      <div className="cart-drawer__footer">
        {items.length > 0 && (
          <>
            <p className="cart-drawer__subtotal">
              <span>Subtotal:</span> <strong>{formatNaira(total)}</strong>
            </p>
            <Link
              href={WHATSAPP_CHECKOUT_HREF}
              className={buttonClass('primary', 'lg', 'cart-block cart-drawer__whatsapp')}
              onClick={store.close}
            >
              Checkout on WhatsApp
            </Link>
            <Link href="/cart" className={buttonClass('outline', 'md', 'cart-block')} onClick={store.close}>
              View Cart
            </Link>
          </>
        )}
        <button type="button" className={buttonClass('ghost', 'md', 'cart-block')} onClick={store.close}>
          Continue Shopping
        </button>
      </div>
    </Dialog>
  );
}
