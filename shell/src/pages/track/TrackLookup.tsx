import { TRACK_LOOKUP_PATH } from '@ata/core/order';
import { buttonClass } from '@ata/ui';
import { PageHero } from '../PageHero.tsx';
import './track.css';

/** Why the form came back (api/src/tracking/form.ts), in the shopper's words. */
const problems: Record<string, string> = {
  'not-found': 'We could not find an order with this reference and phone number. Check both and try again.',
  invalid: 'Enter the 8 characters of your order reference and the phone number you ordered with.',
  'too-many': 'Too many tries from this connection. Please wait a few minutes and try again.',
};

/**
 * `/track`: a plain HTML form posted to the server, which answers with the order's tracking page or this
 * form again with the reason, so it works the same with JavaScript off.
 */
export function TrackLookup({ error, reference }: { error: string | null; reference: string }) {
  const problem = error ? problems[error] : undefined;
  return (
    <article className="shell-page">
      <PageHero eyebrow="Track your order" title="Find your order">
        <p>Enter the order reference from your confirmation and the phone number you ordered with.</p>
      </PageHero>
      <div className="shell-container shell-section shell-track__lookup">
        <form method="post" action={TRACK_LOOKUP_PATH} className="shell-form">
          {problem && (
            <p role="alert" className="shell-field__error">
              {problem}
            </p>
          )}
          <div className="shell-field">
            <label htmlFor="track-reference">Order reference</label>
            <input
              id="track-reference"
              name="reference"
              className="ui-input"
              defaultValue={reference}
              required
              maxLength={20}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="e.g. 1a2b3c4d"
            />
          </div>
          <div className="shell-field">
            <label htmlFor="track-phone">Phone number</label>
            <input
              id="track-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              className="ui-input"
              required
              maxLength={50}
            />
          </div>
          <button type="submit" className={buttonClass('primary')}>
            Track order
          </button>
        </form>
      </div>
    </article>
  );
}
