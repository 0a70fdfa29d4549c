/** The part of the browser's PerformanceObserver used here (the API type-checks with Node's, which lacks paint). */
type PaintObserver = new (
  callback: (list: { getEntriesByName(name: string): unknown[] }) => void,
) => { observe(options: { type: 'paint'; buffered: boolean }): void; disconnect(): void };

/**
 * Runs `work` once the page's first contentful paint has been presented (its paint entry is recorded after
 * the frame is shown, unlike a requestAnimationFrame callback, which runs before it): at once if the entry is
 * already there, else on the first frame that finds it or when the observer hears of it, whichever comes first;
 * after `latestMs` at the latest (a tab opened in the background); at once where paint timing is not reported.
 * The frames look because an observer hears of the entry in a task of its own that a loading page on a slow
 * phone holds back: 0.3–0.5 s after the entry was recorded, at 4× CPU in a Chromium trace of /shop.
 *
 * The shell calls it, and pages carry its text as an inline script (`PRELOAD_SCRIPT`), so the body may use
 * only its parameters and browser globals, and binds no function to a name: tsx, which runs the API, wraps
 * named functions in a `__name()` call that does not exist in the browser (`first-paint.test.ts` checks).
 */
export function afterFirstContentfulPaint(work: () => void, latestMs = 3000): void {
  // The browser's frames (the API type-checks without the DOM's types).
  const frames = globalThis as { requestAnimationFrame?: (callback: () => void) => number };
  const once = {
    done: false,
    observer: undefined as { disconnect(): void } | undefined,
    run() {
      if (once.done) return;
      once.done = true;
      once.observer?.disconnect();
      work();
    },
    painted() {
      return performance.getEntriesByName('first-contentful-paint').length > 0;
    },
    look() {
      if (once.done) return;
      if (once.painted()) once.run();
      else frames.requestAnimationFrame?.(once.look);
    },
  };
  // Not observing: painted already, or no paint timing here.
  let observing = false;
  try {
    if (!once.painted()) {
      const observer = new (PerformanceObserver as unknown as PaintObserver)((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) once.run();
      });
      once.observer = observer;
      observer.observe({ type: 'paint', buffered: true });
      observing = true;
    }
  } catch {}
  if (!observing) {
    once.run();
    return;
  }
  setTimeout(once.run, latestMs);
  frames.requestAnimationFrame?.(once.look);
}
