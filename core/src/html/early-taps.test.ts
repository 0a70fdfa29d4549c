import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from './early-taps.ts';

/** A page just big enough for the script: <html>'s attributes, a capture listener, a MutationObserver. */
function fakePage() {
  const attributes = new Set<string>();
  const listeners: ((event: unknown) => void)[] = [];
  const observers: (() => void)[] = [];
  const page = {
    document: {
      documentElement: { hasAttribute: (name: string) => attributes.has(name) },
      addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
      removeEventListener: (_type: string, listener: (event: unknown) => void) =>
        listeners.splice(listeners.indexOf(listener), 1),
    },
    MutationObserver: class {
      constructor(private readonly callback: (records: unknown[], observer: unknown) => void) {}
      observe() {
        observers.push(() => this.callback([], this));
      }
      disconnect() {
        observers.length = 0;
      }
    },
  };
  const button = (extra: Record<string, unknown> = {}) => {
    const clicked = { count: 0 };
    const node = {
      type: 'button',
      form: null,
      disabled: false,
      isConnected: true,
      click: () => clicked.count++,
      ...extra,
    };
    return { node, clicked, closest: () => node };
  };
  const tap = (target: { closest: () => unknown }) => {
    const event = {
      target,
      prevented: false,
      preventDefault: () => (event.prevented = true),
      stopPropagation() {},
    };
    for (const listener of [...listeners]) listener(event);
    return event;
  };
  const hydrate = () => {
    attributes.add('data-hydrated');
    for (const notify of [...observers]) notify();
  };
  runInNewContext(EARLY_TAPS_SCRIPT, page);
  return { button, tap, hydrate, listeners };
}

describe('taps before hydration', () => {
  it('are kept and replayed once the page has hydrated, each button once', () => {
    const page = fakePage();
    const plus = page.button();
    expect(page.tap(plus).prevented).toBe(true);
    page.tap(plus);
    expect(plus.clicked.count).toBe(0);
    page.hydrate();
    expect(plus.clicked.count).toBe(1);
    // After hydration the page's own handlers take taps: nothing is kept any more.
    expect(page.listeners).toHaveLength(0);
  });

  it('leave a button that submits a form to its form, and drop one no longer in the page', () => {
    const page = fakePage();
    const submit = page.button({ type: 'submit', form: {} });
    const gone = page.button({ isConnected: false });
    expect(page.tap(submit).prevented).toBe(false);
    page.tap(gone);
    page.hydrate();
    expect(submit.clicked.count).toBe(0);
    expect(gone.clicked.count).toBe(0);
  });
});
