import { execFileSync } from 'node:child_process';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint } from './first-paint.ts';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A browser's paint timing, reduced to what the trigger uses: the test reports the paint. */
function fakePaintTiming() {
  const observers: PaintCallback[] = [];
  class PerformanceObserver {
    constructor(callback: PaintCallback) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  const paint = (name: string) =>
    observers.forEach((callback) => {
      callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    });
  return { PerformanceObserver, paint };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstContentfulPaint', () => {
  it('runs the work once, in a task after the first contentful paint, and not again at the deadline', () => {
    vi.useFakeTimers();
    const timing = fakePaintTiming();
    vi.stubGlobal('PerformanceObserver', timing.PerformanceObserver);
    const work = vi.fn();
    afterFirstContentfulPaint(work);
    timing.paint('first-paint');
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    timing.paint('first-contentful-paint');
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work in a task after the frame that follows the first one drawn with <main>, before the paint entry comes', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', fakePaintTiming().PerformanceObserver);
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const parsed = { main: false };
    vi.stubGlobal('document', {
      querySelector: (selector: string) => (selector === 'main' && parsed.main ? {} : null),
    });
    const drawFrame = () => frames.shift()?.();
    const work = vi.fn();
    afterFirstContentfulPaint(work);
    drawFrame(); // still in <head>: nothing to show yet
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    parsed.main = true;
    drawFrame(); // the first contentful frame
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled(); // not before that frame is on screen
    drawFrame(); // the next one: the browser starts it once the first is shown
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    expect(frames).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work after 3 s when no paint is reported, and at once without paint timing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', fakePaintTiming().PerformanceObserver);
    const late = vi.fn();
    afterFirstContentfulPaint(late);
    vi.advanceTimersByTime(2999);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);

    vi.stubGlobal('PerformanceObserver', undefined);
    const unsupported = vi.fn();
    afterFirstContentfulPaint(unsupported);
    expect(unsupported).toHaveBeenCalledTimes(1);
  });
});

describe('PRELOAD_SCRIPT', () => {
  it.each(['the paint entry', 'a frame drawn with <main>'])(
    'as the server (tsx) writes it, runs in a bare page and moves the preload links and the entry in after %s',
    (signal) => {
      // The API runs under tsx, whose output differs from the test runner's (names kept with `__name`).
      const script = execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          "import { PRELOAD_SCRIPT } from './src/html/preload-script.ts'; process.stdout.write(PRELOAD_SCRIPT)",
        ],
        { cwd: new URL('../..', import.meta.url), encoding: 'utf8' },
      );
      expect(script).not.toContain('\n');
      const timing = fakePaintTiming();
      const timers: { run: () => void; ms: number }[] = [];
      const appended: unknown[] = [];
      const links = Array.from({ length: 6 }, (_, index) => ({ link: index }));
      const frames: (() => void)[] = [];
      const page = {
        PerformanceObserver: timing.PerformanceObserver,
        requestAnimationFrame: (callback: () => void) => frames.push(callback),
        setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
        MutationObserver: class {
          observe() {}
        },
        document: {
          documentElement: { hasAttribute: () => false },
          addEventListener: () => undefined,
          getElementById: (id: string) =>
            id === 'ata-preload'
              ? {
                  content: { childNodes: links },
                  getAttribute: (name: string) => (name === 'data-entry' ? '/assets/index.js' : null),
                }
              : null,
          querySelector: (selector: string) => (selector === 'main' ? {} : null),
          createElement: (tag: string) => ({ tag }),
          head: { appendChild: (node: unknown) => appended.push(node) },
        },
      };
      runInNewContext(script, page);
      if (signal === 'the paint entry') timing.paint('first-contentful-paint');
      else while (frames.length > 0) frames.shift()?.();
      expect(appended).toEqual([]);
      // The tasks queued so far and those they queue, but not the 3 s deadline: four links per task.
      const runTask = () =>
        timers
          .splice(
            timers.findIndex(({ ms }) => ms === 0),
            1,
          )[0]
          ?.run();
      const entry = { tag: 'script', type: 'module', src: '/assets/index.js' };
      runTask();
      expect(appended).toEqual([entry, ...links.slice(0, 4)]);
      while (timers.some(({ ms }) => ms === 0)) runTask();
      expect(appended).toEqual([entry, ...links]);
    },
  );
});
