import { TrashIcon } from './TrashIcon.tsx';
import './cart.css';

/** The trash button of a cart line, on the cart page and in the drawer. */
export function RemoveLineButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      className="ui-btn ui-btn--ghost ui-btn--icon cart-remove"
      aria-label={`Remove ${name}`}
      onClick={onRemove}
    >
      <TrashIcon />
    </button>
  );
}
