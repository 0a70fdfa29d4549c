// @vitest-environment happy-dom
import { createElement as h } from 'preact/compat';
import { describe, expect, it } from 'vitest';
import { createRoot, hydrateRoot, useSyncExternalStore } from './preact-react.ts';

const store = { value: 'client', subscribe: () => () => {} };

function Label() {
  const value = useSyncExternalStore(
    store.subscribe,
    () => store.value,
    () => 'server',
  );
  return h('span', { 'data-value': value }, value);
}

const afterEffects = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('useSyncExternalStore on preact, as React does it', () => {
  it('hydrates from the server snapshot, then renders the client one (attributes too)', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<span data-value="server">server</span>';
    const span = container.firstElementChild;
    hydrateRoot(container, h(Label, null));
    expect(container.firstElementChild).toBe(span); // the server's element is kept
    await afterEffects();
    expect(container.innerHTML).toBe('<span data-value="client">client</span>');
  });

  it('renders the client snapshot at once outside hydration', () => {
    const container = document.createElement('div');
    createRoot(container).render(h(Label, null));
    expect(container.innerHTML).toBe('<span data-value="client">client</span>');
  });
});
