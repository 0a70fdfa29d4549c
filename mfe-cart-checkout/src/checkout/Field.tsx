import type { CheckoutFullForm } from '@ata/core/order';

export type FieldName = keyof CheckoutFullForm;

/** One labelled input with its validation message wired up for screen readers. */
export function Field({
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  multiline,
  ...input
}: {
  name: FieldName;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  placeholder?: string;
}) {
  const id = `checkout-${name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    className: 'ui-input cart-field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onBlur,
  };
  return (
    <div className="cart-field">
      <label htmlFor={id} className="cart-field__label">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} {...input} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} {...input} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p id={errorId} className="cart-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
