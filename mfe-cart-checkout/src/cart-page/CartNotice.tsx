import { CART_QUERY_KEY, type ServerCart } from '@ata/core/cart';
import { messages } from '@ata/core/site';
import { useQuery } from '@tanstack/react-query';

/**
 * What the last form post did ("… has been added to your cart."), said on the page it led to. Read from
 * the page's server render only.
 */
const useRenderedCart = () => useQuery<ServerCart>({ queryKey: CART_QUERY_KEY, enabled: false }).data;
const none: string[] = [];

/** Lines the shop changed since they were added (stock dropped, sold out), as the page's cart read said. */
export const useServerCartChanges = (): string[] => useRenderedCart()?.notice?.changes ?? none;

/** What the last form post or cart link did; a cart link's items not added as asked are listed one by one. */
export function CartNotice() {
  const notice = useRenderedCart()?.notice;
  const said = notice?.messages ?? none;
  const problems = notice?.problems ?? none;
  if (said.length === 0 && problems.length === 0) return null;
  return (
    <div className="cart-notice" data-testid="cart-notice">
      {said.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      {problems.length > 0 && (
        <>
          <p className="cart-notice__title">{messages.cartLinkProblemsTitle}</p>
          <ul className="cart-notice__list">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
