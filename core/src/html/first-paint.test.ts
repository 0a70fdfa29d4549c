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
  vi.restoreAllMocks();
});

describe('afterFirstContentfulPaint', () => {
  it('runs the work once, when the observer hears of the first contentful paint, and not again at the deadline', () => {
    vi.useFakeTimers();
    const timing = fakePaintTiming();
    vi.stubGlobal('PerformanceObserver', timing.PerformanceObserver);
    const work = vi.fn();
    afterFirstContentfulPaint(work);
    timing.paint('first-paint');
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    timing.paint('first-contentful-paint');
    expect(work).toHaveBeenCalledTimes(1);
    timing.paint('first-contentful-paint');
    vi.advanceTimersByTime(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work on the first frame that finds the paint recorded, before the observer hears of it', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', fakePaintTiming().PerformanceObserver);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let recorded: unknown[] = [];
    vi.spyOn(performance, 'getEntriesByName').mockImplementation(() => recorded as PerformanceEntryList);
    const work = vi.fn();
    afterFirstContentfulPaint(work);
    frames.shift()?.(0);
    expect(work).not.toHaveBeenCalled();
    recorded = [{ name: 'first-contentful-paint' }];
    frames.shift()?.(16);
    expect(work).toHaveBeenCalledTimes(1);
    expect(frames).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work at once when the page has painted already (the shell, loaded after the paint)', () => {
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([
      { name: 'first-contentful-paint' },
    ] as unknown as PerformanceEntryList);
    const work = vi.fn();
    afterFirstContentfulPaint(work);
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
  it('as the server (tsx) writes it, runs in a bare page and adds the entry, then the preload links one per task, after the paint', () => {
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
    const page = {
      PerformanceObserver: timing.PerformanceObserver,
      performance: { getEntriesByName: () => [] },
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
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (node: unknown) => appended.push(node) },
      },
    };
    runInNewContext(script, page);
    expect(appended).toEqual([]);
    // Once painted: the entry alone, then one link per task (not the 3 s deadline).
    timing.paint('first-contentful-paint');
    const entry = { tag: 'script', type: 'module', src: '/assets/index.js' };
    expect(appended).toEqual([entry]);
    const runTask = () =>
      timers
        .splice(
          timers.findIndex(({ ms }) => ms === 0),
          1,
        )[0]
        ?.run();
    for (const [index, link] of links.entries()) {
      runTask();
      expect(appended).toEqual([entry, ...links.slice(0, index), link]);
    }
    expect(timers.some(({ ms }) => ms === 0)).toBe(false);
  });
});
