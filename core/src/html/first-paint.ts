/** The part of the browser's PerformanceObserver used here (the API type-checks with Node's, which lacks paint). */
type PaintObserver = new (
  callback: (list: { getEntriesByName(name: string): unknown[] }) => void,
) => { observe(options: { type: 'paint'; buffered: boolean }): void; disconnect(): void };

/**
 * Runs `work` once, in a task after the page's first contentful paint, or after `latestMs` at the latest (a
 * tab opened in the background), or at once where paint timing is not reported.
 *
 * The first frame drawn once `<main>` has been parsed carries the header's text, so it is the first
 * contentful paint; the browser begins the next frame only once that one is on screen, so `work` runs in a
 * task queued from the next frame. The paint entry alone comes too late on a slow phone: Chrome records it
 * only when the frame has been shown, and delivers it behind the parser's tasks (measured at 4× CPU: 600 ms
 * after the paint). The entry still counts where frames are not produced (a background tab).
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
    drawn: false,
    frame() {
      if (once.done) return;
      if (once.drawn) setTimeout(once.run);
      else {
        once.drawn = document.querySelector('main') !== null;
        requestAnimationFrame(once.frame);
      }
    },
  };
  setTimeout(once.run, latestMs);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(once.frame);
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
