import { type CheckoutRefusal, checkoutErrorKeys } from '@ata/core/order';
import { messages } from '@ata/core/site';

/**
 * Above the form the server refused (posted without JavaScript): every message, each linking to its
 * field, and why the order as a whole could not be placed (stock, a limit). The fields show theirs too.
 */
export function RefusedCheckout({ errors }: { errors: CheckoutRefusal['errors'] }) {
  const said = checkoutErrorKeys.flatMap((key) => {
    const message = errors[key];
    return message ? [{ key, message }] : [];
  });
  if (said.length === 0) return null;
  return (
    <div className="cart-changes" role="alert" id="checkout-errors">
      <h2 className="cart-changes__title">{messages.checkoutErrorsTitle}</h2>
      <ul>
        {said.map(({ key, message }) => (
          <li key={key}>{key === 'form' ? message : <a href={`#checkout-${key}`}>{message}</a>}</li>
        ))}
      </ul>
    </div>
  );
}
