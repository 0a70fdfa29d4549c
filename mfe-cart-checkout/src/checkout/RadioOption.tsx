import type { ReactNode } from 'react';

/**
 * One choice of the checkout's radio groups (delivery options, ways to pay): the radio, its label and a
 * muted hint under it, the whole row clickable; `children` adds a line below (the test-payment warning).
 */
export function RadioOption({
  name,
  value,
  checked,
  onSelect,
  label,
  hint,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  label: ReactNode;
  hint: ReactNode;
  children?: ReactNode;
}) {
  return (
    <label className="cart-payment-option">
      <input type="radio" name={name} value={value} checked={checked} onChange={onSelect} />
      <span>
        <span className="cart-payment-option__label">{label}</span>
        <span className="cart-muted cart-payment-option__hint">{hint}</span>
        {children}
      </span>
    </label>
  );
}
