import { formatKobo } from '@ata/core/money';
import type { Quote } from '@ata/core/order';
import { CHECKOUT_INTENT_FIELD, CHECKOUT_QUOTE_INTENT } from '@ata/core/order';
import { buttonClass } from '@ata/ui';
import { RadioOption } from './RadioOption.tsx';

const feeText = (kobo: number) => (kobo === 0 ? 'Free' : formatKobo(kobo));

/**
 * The delivery options for the chosen state, with fee and estimate, as a radio group before the pay button.
 * Before a state is chosen (or without JavaScript, for a state just picked) the button asks the server
 * for them: the page comes back priced for that state.
 */
export function DeliveryChoice({
  quote,
  state,
  selected,
  error,
  onSelect,
}: {
  quote: Quote | undefined;
  state: string;
  selected: string;
  error?: string;
  onSelect: (id: string) => void;
}) {
  const options = state ? (quote?.options ?? []) : [];
  const chosen = options.find((option) => option.id === selected)?.id ?? '';
  return (
    <fieldset
      id="checkout-deliveryOptionId"
      className="cart-fieldset"
      aria-describedby={error ? 'checkout-deliveryOptionId-error' : undefined}
    >
      <legend className="cart-fieldset__legend">Delivery</legend>
      {options.length === 0 && (
        <p className="cart-muted">
          {state
            ? 'We do not deliver to this state yet, and there is no pickup point near. Please choose another state.'
            : 'Choose your state to see the delivery options and their fees.'}
        </p>
      )}
      {options.map((option) => (
        <RadioOption
          key={option.id}
          name="deliveryOptionId"
          value={option.id}
          checked={chosen === option.id}
          onSelect={() => onSelect(option.id)}
          label={`${option.label} — ${feeText(option.feeKobo)}`}
          hint={[option.estimate, option.address, option.hours].filter(Boolean).join(' · ')}
        />
      ))}
      {error && (
        <p id="checkout-deliveryOptionId-error" className="cart-field__error">
          {error}
        </p>
      )}
      <noscript>
        <button
          type="submit"
          name={CHECKOUT_INTENT_FIELD}
          value={CHECKOUT_QUOTE_INTENT}
          formNoValidate
          className={buttonClass('outline')}
        >
          Show delivery options
        </button>
      </noscript>
    </fieldset>
  );
}

/** The discount code: typed, applied (the server says whether it applies and why not), its own line. */
export function DiscountCodeField({
  value,
  onChange,
  onApply,
  quote,
  applied,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
  quote: Quote | undefined;
  /** The code the quote was asked for (what Apply last sent). */
  applied: string;
  error?: string;
}) {
  const message = error ?? (applied ? (quote?.codeMessage ?? undefined) : undefined);
  const accepted =
    applied && quote?.code ? quote.discounts.find((one) => one.code === quote.code) : undefined;
  return (
    <fieldset className="cart-fieldset">
      <legend className="cart-fieldset__legend">Discount code</legend>
      <div className="cart-field">
        <label htmlFor="checkout-discountCode" className="cart-field__label">
          Code
        </label>
        <div className="cart-code">
          <input
            id="checkout-discountCode"
            name="discountCode"
            className="ui-input cart-field__input"
            value={value}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            aria-invalid={message ? true : undefined}
            aria-describedby={
              message ? 'checkout-discountCode-error' : accepted ? 'checkout-discountCode-ok' : undefined
            }
            onChange={(event) => onChange(event.target.value)}
          />
          <button
            type="submit"
            name={CHECKOUT_INTENT_FIELD}
            value={CHECKOUT_QUOTE_INTENT}
            formNoValidate
            className={buttonClass('outline')}
            onClick={(event) => {
              event.preventDefault();
              onApply();
            }}
          >
            Apply
          </button>
        </div>
        {message && (
          <p id="checkout-discountCode-error" className="cart-field__error" role="alert">
            {message}
          </p>
        )}
        {accepted && !message && (
          <p id="checkout-discountCode-ok" className="cart-code__applied" role="status">
            Code {accepted.code} applied: {accepted.label}
          </p>
        )}
      </div>
    </fieldset>
  );
}
