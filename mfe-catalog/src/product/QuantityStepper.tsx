import { useState } from 'react';
import { MIN_QUANTITY, parseQuantity } from './quantity.ts';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Out of stock: every control is disabled (SPEC §4). */
  disabled?: boolean;
  label?: string;
}

/** Minus is disabled at 1 or below; there is no upper cap (SPEC §4). */
export function QuantityStepper({
  value,
  onChange,
  disabled = false,
  label = 'Quantity',
}: QuantityStepperProps) {
  // What the shopper is typing (e.g. an empty field before the next digit); the quantity itself is
  // always valid and the field shows it again on blur.
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <fieldset className="cat-stepper" disabled={disabled}>
      <legend className="cat-stepper__legend">{label}</legend>
      <button
        type="button"
        className="cat-stepper__button"
        aria-label="Decrease quantity"
        disabled={disabled || value <= MIN_QUANTITY}
        onClick={() => onChange(Math.max(MIN_QUANTITY, value - 1))}
      >
        −
      </button>
      <input
        className="cat-stepper__input"
        type="number"
        inputMode="numeric"
        min={MIN_QUANTITY}
        step={1}
        aria-label={label}
        value={typing ?? String(value)}
        disabled={disabled}
        onChange={(event) => {
          setTyping(event.currentTarget.value);
          onChange(parseQuantity(event.currentTarget.value));
        }}
        onBlur={() => setTyping(null)}
      />
      <button
        type="button"
        className="cat-stepper__button"
        aria-label="Increase quantity"
        disabled={disabled}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </fieldset>
  );
}
