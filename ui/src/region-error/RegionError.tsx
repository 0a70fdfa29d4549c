import { messages } from '@ata/core/site';
import './region-error.css';

/** A chunk that could not be downloaded (Chromium, Firefox and Safari word it differently). */
const DOWNLOAD_FAILED =
  /dynamically imported module|Importing a module script failed|Failed to fetch|Load failed/i;

/** Offline, or the error is a download that failed: the honest reason is the connection. */
export const isOfflineError = (error: unknown): boolean =>
  (typeof navigator !== 'undefined' && navigator.onLine === false) ||
  (error instanceof Error && DOWNLOAD_FAILED.test(error.message));

/**
 * What a micro-frontend shows in its own area when it crashes: offline (a tapped link whose page this phone
 * never kept), it says so and offers the pages that work; otherwise it says the part failed. Either way a
 * reload is one tap away.
 */
export function RegionError({ error }: { error: unknown }) {
  const text = isOfflineError(error) ? messages.regionOffline : messages.regionFailed;
  return (
    <section className="ui-region-error" role="alert">
      <h1 className="ui-region-error__title">{text.title}</h1>
      <p>{text.description}</p>
      <p className="ui-region-error__actions">
        <button type="button" className="ui-btn ui-btn--primary" onClick={() => window.location.reload()}>
          {messages.regionRetry}
        </button>
        <a className="ui-btn ui-btn--outline" href="/">
          Home
        </a>
        <a className="ui-btn ui-btn--outline" href="/cart">
          Your cart
        </a>
      </p>
    </section>
  );
}
