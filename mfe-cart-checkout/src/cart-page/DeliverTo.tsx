import { CART_FORM_PATHS } from '@ata/core/cart';
import { statesByName } from '@ata/core/pricing';
import { buttonClass } from '@ata/ui';

const STATES = statesByName();

/**
 * "Deliver to": the state the cart is priced for, a native select (a phone's own picker). With JavaScript a
 * choice reprices the totals at once; without, the button posts it (`/cart/destination`) and the page comes
 * back priced for that state. Either way the server cart keeps it for the checkout.
 */
export function DeliverTo({ state, onChange }: { state: string; onChange: (state: string) => void }) {
  return (
    <form method="post" action={CART_FORM_PATHS.destination} className="cart-deliver-to">
      <input type="hidden" name="returnTo" value="/cart" />
      <label htmlFor="cart-state" className="cart-field__label">
        Deliver to
      </label>
      <select
        id="cart-state"
        name="state"
        className="ui-input cart-field__input cart-field__select"
        value={state}
        autoComplete="address-level1"
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Choose your state</option>
        {STATES.map((one) => (
          <option key={one.code} value={one.code}>
            {one.name}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={buttonClass('outline', 'sm', 'cart-block')}>
          Show delivery fee
        </button>
      </noscript>
    </form>
  );
}
