/** Minus / count / plus for one cart line (SPEC §4: minus disabled at 1, plus has no cap). */
export function QuantityStepper({
  name,
  quantity,
  onChange,
}: {
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
    <div className="cart-stepper" role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        className="cart-stepper-button"
        aria-label={`Decrease quantity of ${name}`}
        disabled={quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <output className="cart-stepper-value" aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className="cart-stepper-button"
        aria-label={`Increase quantity of ${name}`}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
