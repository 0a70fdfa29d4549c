import { useId } from 'react';

export interface StepperProps {
  label: string;
  /** What the − and + buttons say to a screen reader ("Fewer servings", "More servings"). */
  less: string;
  more: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** The `::part()` name partners style it by. */
  part: string;
  disabled?: boolean;
}

/** A number with − and + buttons; a typed value is kept within [min, max] (not a number: unchanged). */
export function Stepper({ label, less, more, value, min, max, onChange, part, disabled }: StepperProps) {
  const id = useId();
  const set = (next: number) => {
    if (Number.isFinite(next)) onChange(Math.min(max, Math.max(min, Math.trunc(next))));
  };
  return (
    <div className="ae-stepper" part={part}>
      <label className="ae-stepper__label" id={`${id}-label`} htmlFor={`${id}-value`}>
        {label}
      </label>
      <button
        type="button"
        className="ae-stepper__step"
        aria-label={less}
        disabled={disabled || value <= min}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <input
        className="ae-stepper__value"
        id={`${id}-value`}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        disabled={disabled}
        onChange={(event) => set(Number.parseInt(event.currentTarget.value, 10))}
      />
      <button
        type="button"
        className="ae-stepper__step"
        aria-label={more}
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </div>
  );
}
