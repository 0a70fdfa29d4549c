/** The part of the browser's PerformanceObserver used here (the API type-checks with Node's, which lacks paint). */
type PaintObserver = new (
  callback: (list: { getEntriesByName(name: string): unknown[] }) => void,
) => { observe(options: { type: 'paint'; buffered: boolean }): void; disconnect(): void };

/**
 * Runs `work` once, in a task after the page's first contentful paint has been presented (a paint entry
 * is recorded after the frame is shown, unlike a requestAnimationFrame callback, which runs before it),
 * or after `latestMs` at the latest (a tab opened in the background), or at once where paint timing is not
 * reported.
 *
 * The shell calls it, and pages carry its text as an inline script (`PRELOAD_SCRIPT`), so the body may use
 * only its parameters and browser globals, and binds no function to a name: tsx, which runs the API, wraps
 * named functions in a `__name()` call that does not exist in the browser (`first-paint.test.ts` checks).
 */
export function afterFirstContentfulPaint(work: () => void, latestMs = 3000): void {
  const once = {
    done: false,
    observer: undefined as { disconnect(): void } | undefined,
    run() {
      if (once.done) return;
      once.done = true;
      once.observer?.disconnect();
      work();
    },
  };
  setTimeout(once.run, latestMs);
  try {
    const observer = new (PerformanceObserver as unknown as PaintObserver)((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(once.run);
    });
    once.observer = observer;
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    once.run();
  }
}
