import { CART_QUERY_KEY, type ServerCart } from '@ata/core/cart';
import { useQuery } from '@tanstack/react-query';

/**
 * What the shop said about the cart the page was rendered with: the last form post's change ("… has been
 * added to your cart.") or a stock that dropped. Read from the page's server render only.
 */
export function CartNotice() {
  const said = useQuery<ServerCart>({ queryKey: CART_QUERY_KEY, enabled: false }).data?.notice?.messages;
  if (!said?.length) return null;
  return (
    <div className="cart-notice" data-testid="cart-notice">
      {said.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </div>
  );
}
