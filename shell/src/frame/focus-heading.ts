/** How long a new page may take to show its heading (a remote loading, then its data) before we give up. */
const HEADING_WAIT_MS = 8_000;
/** The page counts as drawn once its area has been quiet this long. */
const QUIET_MS = 120;

/**
 * After each client-side navigation to another page (the path changes: not a filter in the query
 * string, and never the first load, which the server rendered), focus moves to the new page's main
 * heading, so keyboard and screen-reader users carry on from the content instead of the top of the
 * document. single-spa's `routing-event` comes after the new application has mounted (`popstate` would
 * come while the old page is still up); the heading may still be waiting for data, so this waits for
 * the main area to settle with an `h1` in it.
 */
export function focusHeadingOnNavigation(main: HTMLElement): () => void {
  let lastPath = window.location.pathname;
  let stopWaiting = () => {};

  const onRouted = () => {
    const path = window.location.pathname;
    if (path === lastPath) return;
    lastPath = path;
    stopWaiting();
    stopWaiting = whenSettled(main, () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading || main.querySelector('[aria-busy="true"]')) return false;
      // The shopper is already typing somewhere on the new page: leave focus be.
      if (document.activeElement?.matches('input, textarea, select, [contenteditable="true"]')) return true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    });
  };

  window.addEventListener('single-spa:routing-event', onRouted);
  return () => {
    stopWaiting();
    window.removeEventListener('single-spa:routing-event', onRouted);
  };
}

/**
 * Calls `attempt` each time `area` has been quiet for a moment, until it returns true or time is up.
 * Returns the cancel function.
 */
function whenSettled(area: HTMLElement, attempt: () => boolean): () => void {
  let quiet: number | undefined;
  const observer = new MutationObserver(() => schedule());
  const giveUp = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(quiet);
    window.clearTimeout(giveUp);
  };
  const schedule = () => {
    window.clearTimeout(quiet);
    quiet = window.setTimeout(() => {
      if (attempt()) stop();
    }, QUIET_MS);
  };
  observer.observe(area, { childList: true, subtree: true, characterData: true, attributes: true });
  schedule();
  return stop;
}
