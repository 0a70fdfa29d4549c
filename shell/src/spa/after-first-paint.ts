/** The longest a page waits for its first contentful paint before going on (e.g. a tab opened in the background). */
const LATEST_MS = 3_000;

/**
 * Runs `work` once, in a task after the page's first contentful paint has been presented (a paint entry
 * is recorded after the frame is shown, unlike a requestAnimationFrame callback, which runs before it),
 * or after 3 s at the latest, or at once where paint timing is not reported.
 */
export function afterFirstContentfulPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    work();
  };
  let observer: PerformanceObserver | undefined;
  setTimeout(run, LATEST_MS);
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(run);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    run();
  }
}
