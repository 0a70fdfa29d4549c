// @vitest-environment happy-dom
import { act } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredPartsHydrated, HydrateInTurn, whileHydrating } from './HydrateInTurn.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

const List = () => (
  <ul>
    <HydrateInTurn turn={0}>
      <li>first</li>
    </HydrateInTurn>
    <HydrateInTurn turn={2}>
      <li>third</li>
    </HydrateInTurn>
    <HydrateInTurn turn={1}>
      <li>second</li>
    </HydrateInTurn>
  </ul>
);

const shown = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].map((item) => item.textContent);

describe('HydrateInTurn', () => {
  it('leaves its parts to the tasks after the hydration, and the page waits until every turn has come', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    // As in a page: what resolves the parts is the browser's tasks, not a test's act().
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      // React renders inside the call only when told to (Preact's hydration always does).
      whileHydrating(() => flushSync(() => root.render(<List />)));
      expect(shown(container)).toEqual(['first']);
      await deferredPartsHydrated();
      await vi.waitFor(() => expect(shown(container)).toEqual(['first', 'third', 'second']));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('draws every part at once outside a hydration, and the page has nothing left to wait for', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<List />));
    expect(shown(container)).toEqual(['first', 'third', 'second']);
    let waited = false;
    await deferredPartsHydrated().then(() => {
      waited = true;
    });
    expect(waited).toBe(true);
  });
});
