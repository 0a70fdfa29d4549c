import { Spinner as UiSpinner } from '@ata/ui';

/** A centred loading spinner that screen readers announce. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="blog-loading">
      <UiSpinner label={label} />
    </div>
  );
}
