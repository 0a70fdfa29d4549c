import { useState } from 'react';
import { MIN_QUANTITY, parseQuantity } from './quantity.ts';
import './cart.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** A cart line's product: the controls say "… quantity of <name>" and the stepper is compact. */
  name?: string;
  /** Lets the shopper type the quantity (the product page); otherwise the count is shown as text. */
  editable?: boolean;
  /** Out of stock: every control is disabled. */
  disabled?: boolean;
  label?: string;
}

/** Minus / count / plus. Minus is disabled at 1; there is no upper cap. */
export function QuantityStepper({
  value,
  onChange,
  name,
  editable = false,
  disabled = false,
  label = 'Quantity',
}: QuantityStepperProps) {
  // What the shopper is typing (e.g. an empty field before the next digit); the quantity itself is
  // always valid and the field shows it again on blur.
  const [typing, setTyping] = useState<string | null>(null);
  const of = name ? ` of ${name}` : '';
  return (
    <fieldset
      className={name ? 'ui-stepper ui-stepper--compact' : 'ui-stepper'}
      disabled={disabled}
      aria-label={name ? `${label}${of}` : undefined}
    >
      {!name && <legend className="ui-stepper__legend">{label}</legend>}
      <button
        type="button"
        className="ui-stepper__button"
        aria-label={`Decrease quantity${of}`}
        disabled={disabled || value <= MIN_QUANTITY}
        onClick={() => onChange(Math.max(MIN_QUANTITY, value - 1))}
      >
        −
      </button>
      {editable ? (
        <input
          className="ui-stepper__input"
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          step={1}
          aria-label={`${label}${of}`}
          value={typing ?? String(value)}
          disabled={disabled}
          onChange={(event) => {
            setTyping(event.currentTarget.value);
            onChange(parseQuantity(event.currentTarget.value));
          }}
          onBlur={() => setTyping(null)}
        />
      ) : (
        <output className="ui-stepper__value" aria-live="polite">
          {value}
        </output>
      )}
      <button
        type="button"
        className="ui-stepper__button"
        aria-label={`Increase quantity${of}`}
        disabled={disabled}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </fieldset>
  );
}
