import { Spinner as UiSpinner } from '@ata/ui';
import './shared.css';

/** A centred loading spinner that screen readers announce. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="blog-loading">
      <UiSpinner label={label} />
    </div>
  );
}
