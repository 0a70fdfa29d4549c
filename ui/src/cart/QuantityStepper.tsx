import { messages } from '@ata/core/site';
import { type MouseEvent, useId, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../hydration/use-typed-before-hydration.ts';
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
  /** The stock: plus stops here, typed values come down to it, and "Only N left" says why. */
  max?: number;
  /** The shop's most per order line: a lower cap than the stock, said as "At most N per order". */
  perOrder?: number;
  /** Say "Only N left" at the stock (off where the page already says it next to the stepper). */
  limitNote?: boolean;
  label?: string;
  /**
   * Inside a form that works without JavaScript: minus and plus are submit buttons sending this field
   * with the new quantity (the cart page's `/cart/update`); once hydrated they change it here instead.
   */
  submitName?: string;
  /** The typed quantity's field name, when the stepper is part of a form (the product page's `quantity`). */
  inputName?: string;
}

/**
 * Minus / count / plus. Minus is disabled at 1; plus stops at `max` (the stock) when it is known, and a
 * short message under the stepper says so.
 */
export function QuantityStepper({
  value,
  onChange,
  name,
  editable = false,
  disabled = false,
  max,
  perOrder,
  limitNote = true,
  label = 'Quantity',
  submitName,
  inputName,
}: QuantityStepperProps) {
  // What the shopper is typing (e.g. an empty field before the next digit); the quantity itself is
  // always valid and the field shows it again on blur.
  const [typing, setTyping] = useState<string | null>(null);
  const limitId = useId();
  const of = name ? ` of ${name}` : '';
  const byStock = max === undefined ? Number.POSITIVE_INFINITY : Math.max(MIN_QUANTITY, max);
  const byOrder = perOrder ?? Number.POSITIVE_INFINITY;
  const limit = Math.min(byStock, byOrder);
  const atLimit = !disabled && limit !== Number.POSITIVE_INFINITY && value >= limit;
  const limitText = byOrder < byStock ? messages.perOrderLimit(byOrder) : `Only ${max} left`;
  const change = (quantity: number) => onChange(Math.min(quantity, limit));
  // Before hydration the button posts its form; after, React acts and the post is cancelled.
  const step = (quantity: number) =>
    submitName
      ? { type: 'submit' as const, name: submitName, value: String(Math.max(MIN_QUANTITY, quantity)) }
      : { type: 'button' as const };
  const act = (event: MouseEvent, action: () => void) => {
    if (submitName) event.preventDefault();
    action();
  };
  const field = useRef<HTMLInputElement>(null);
  // A quantity typed before the page's scripts ran is the quantity.
  useTypedBeforeHydration(field, (typed) => change(parseQuantity(typed)));
  return (
    <div className={name ? 'ui-stepper-field ui-stepper-field--compact' : 'ui-stepper-field'}>
      <fieldset
        className={name ? 'ui-stepper ui-stepper--compact' : 'ui-stepper'}
        disabled={disabled}
        aria-label={name ? `${label}${of}` : undefined}
        aria-describedby={atLimit && (limitNote || byOrder < byStock) ? limitId : undefined}
      >
        {!name && <legend className="ui-stepper__legend">{label}</legend>}
        <button
          {...step(value - 1)}
          className="ui-stepper__button"
          aria-label={`Decrease quantity${of}`}
          disabled={disabled || value <= MIN_QUANTITY}
          onClick={(event) => act(event, () => change(Math.max(MIN_QUANTITY, value - 1)))}
        >
          −
        </button>
        {editable ? (
          <input
            ref={field}
            className="ui-stepper__input"
            name={inputName}
            type="number"
            inputMode="numeric"
            min={MIN_QUANTITY}
            max={limit === Number.POSITIVE_INFINITY ? undefined : limit}
            step={1}
            aria-label={`${label}${of}`}
            value={typing ?? String(value)}
            disabled={disabled}
            onChange={(event) => {
              setTyping(event.currentTarget.value);
              change(parseQuantity(event.currentTarget.value));
            }}
            onBlur={() => setTyping(null)}
          />
        ) : (
          <output className="ui-stepper__value" aria-live="polite">
            {value}
          </output>
        )}
        <button
          {...step(Math.min(value + 1, limit))}
          className="ui-stepper__button"
          aria-label={`Increase quantity${of}`}
          // aria-disabled rather than disabled at the stock: the button keeps keyboard focus.
          aria-disabled={atLimit || undefined}
          disabled={disabled}
          onClick={(event) =>
            act(event, () => {
              if (!atLimit) change(value + 1);
            })
          }
        >
          +
        </button>
      </fieldset>
      {/* Always present, so screen readers announce the message when it appears. */}
      <p id={limitId} className="ui-stepper__limit" role="status">
        {atLimit && (limitNote || byOrder < byStock) ? limitText : ''}
      </p>
    </div>
  );
}
