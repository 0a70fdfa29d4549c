import { cartBadgeLabel, cartCount } from '@ata/core/cart';
import { isPlainClick } from '@ata/ui';
import type { MouseEvent } from 'react';
import { useSyncExternalStore } from 'react';
import { cartHolder, subscribeToCart } from '../cart/cart-holder.ts';
import { openCart } from '../cart/open-cart.ts';
import { useRenderedCartItems } from '../cart/rendered-cart.ts';
import { isDrawerMounted, subscribeDrawerMounted } from '../spa/drawer-state.ts';
import { CartIcon } from './icons.tsx';

const notMounted = () => false;

function useCartCount(): number {
  // The server rendered the shopper's cart (its cookie): the badge starts from it, then follows the store.
  const rendered = useRenderedCartItems();
  const items = useSyncExternalStore(
    subscribeToCart,
    () => cartHolder.get()?.getSnapshot().items ?? rendered,
    () => rendered,
  );
  return cartCount(items);
}

/** The cart button opens the drawer; it is also a link to /cart (new tab, no script). */
export function CartButton() {
  const count = useCartCount();
  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  // Until the drawer is up this is a plain link to /cart; say "opens a dialog" only once it does.
  const drawerReady = useSyncExternalStore(subscribeDrawerMounted, isDrawerMounted, notMounted);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openCart();
  };
  return (
    <a
      href="/cart"
      className="shell-icon-btn shell-cart-btn"
      aria-label={label}
      aria-haspopup={drawerReady ? 'dialog' : undefined}
      onClick={onClick}
    >
      <CartIcon />
      {count > 0 && (
        <span className="shell-cart-badge" aria-hidden="true" data-testid="cart-badge">
          {cartBadgeLabel(count)}
        </span>
      )}
    </a>
  );
}
