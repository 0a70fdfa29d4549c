import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from './early-taps.ts';

/** A page just big enough for the script: <html>'s attributes, a capture listener, a MutationObserver. */
function fakePage() {
  const attributes = new Set<string>();
  const listeners: { type: string; listener: (event: unknown) => void }[] = [];
  const observers: (() => void)[] = [];
  const page = {
    document: {
      documentElement: { hasAttribute: (name: string) => attributes.has(name) },
      addEventListener: (type: string, listener: (event: unknown) => void) =>
        listeners.push({ type, listener }),
      removeEventListener: (type: string, listener: (event: unknown) => void) =>
        listeners.splice(
          listeners.findIndex((one) => one.type === type && one.listener === listener),
          1,
        ),
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
  const dispatch = (type: string, target: unknown) => {
    const event = {
      target,
      prevented: false,
      preventDefault: () => (event.prevented = true),
      stopPropagation() {},
    };
    for (const one of listeners.filter((candidate) => candidate.type === type)) one.listener(event);
    return event;
  };
  const tap = (target: { closest: () => unknown }) => dispatch('click', target);
  const form = (needsScripts: boolean) => {
    const sent = { count: 0 };
    const node = {
      isConnected: true,
      hasAttribute: (name: string) => needsScripts && name === 'data-needs-scripts',
      requestSubmit: () => sent.count++,
    };
    return { node, sent, submit: () => dispatch('submit', node) };
  };
  const hydrate = () => {
    attributes.add('data-hydrated');
    for (const notify of [...observers]) notify();
  };
  runInNewContext(EARLY_TAPS_SCRIPT, page);
  return { button, tap, form, hydrate, listeners };
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
    const submit = page.button({ type: 'submit', form: { hasAttribute: () => false } });
    const gone = page.button({ isConnected: false });
    expect(page.tap(submit).prevented).toBe(false);
    page.tap(gone);
    page.hydrate();
    expect(submit.clicked.count).toBe(0);
    expect(gone.clicked.count).toBe(0);
  });
});

describe('a form only the scripts can send, submitted before hydration', () => {
  it('is sent once the page has hydrated, not reloaded with its fields in the address', () => {
    const page = fakePage();
    const contact = page.form(true);
    const search = page.form(false);
    expect(contact.submit().prevented).toBe(true);
    // A form the server answers posts natively.
    expect(search.submit().prevented).toBe(false);
    const send = page.button({ type: 'submit', form: contact.node });
    expect(page.tap(send).prevented).toBe(true);
    page.hydrate();
    // Once each: the form sent as by Enter, the button clicked again (it submits its form then).
    expect(contact.sent.count).toBe(1);
    expect(send.clicked.count).toBe(1);
    expect(search.sent.count).toBe(0);
  });
});
