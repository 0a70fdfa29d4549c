import { TrashIcon } from './TrashIcon.tsx';
import './cart.css';

/**
 * The trash button of a cart line, on the cart page and in the drawer: it submits the line's remove
 * form before hydration; after, it removes the line here and cancels the post.
 */
export function RemoveLineButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button
      type="submit"
      className="ui-btn ui-btn--ghost ui-btn--icon cart-remove"
      aria-label={`Remove ${name}`}
      onClick={(event) => {
        event.preventDefault();
        onRemove();
      }}
    >
      <TrashIcon />
    </button>
  );
}
