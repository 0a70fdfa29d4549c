import { CART_QUERY_KEY, type ServerCart } from '@ata/core/cart';
import { useQuery } from '@tanstack/react-query';

/**
 * What the last form post did ("… has been added to your cart."), said on the page it led to. Read from
 * the page's server render only.
 */
const useRenderedCart = () => useQuery<ServerCart>({ queryKey: CART_QUERY_KEY, enabled: false }).data;
const none: string[] = [];

/** Lines the shop changed since they were added (stock dropped, sold out), as the page's cart read said. */
export const useServerCartChanges = (): string[] => useRenderedCart()?.notice?.changes ?? none;

export function CartNotice() {
  const said = useRenderedCart()?.notice?.messages;
  if (!said?.length) return null;
  return (
    <div className="cart-notice" data-testid="cart-notice">
      {said.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </div>
  );
}
