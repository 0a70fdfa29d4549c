import { Link } from '../routing/Link.tsx';

/**
 * An active filter: its label and a × that removes it, either a link to the URL without it
 * (`removeHref`) or a button (`onRemove`). Put chips in a `<ul className="ui-chips">`, one per `<li>`.
 */
export function Chip({
  label,
  removeHref,
  onRemove,
}: {
  label: string;
  removeHref?: string;
  onRemove?: () => void;
}) {
  const removeLabel = `Remove filter ${label}`;
  return (
    <span className="ui-chip">
      {label}
      {removeHref !== undefined ? (
        <Link href={removeHref} className="ui-chip__remove" aria-label={removeLabel}>
          <span aria-hidden="true">×</span>
        </Link>
      ) : (
        onRemove && (
          <button type="button" className="ui-chip__remove" aria-label={removeLabel} onClick={onRemove}>
            <span aria-hidden="true">×</span>
          </button>
        )
      )}
    </span>
  );
}
