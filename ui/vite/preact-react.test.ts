// @vitest-environment happy-dom
import { createElement as h, useId } from 'preact/compat';
import { describe, expect, it } from 'vitest';
import { idPrefixFor } from '../src/ids/id-prefix.ts';
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

function Field() {
  const id = useId();
  return h('label', { htmlFor: id }, h('input', { id }));
}

describe('useId on preact, one prefix per root', () => {
  it('gives each application and each other root ids of its own', () => {
    const catalog = document.createElement('div');
    catalog.id = 'single-spa-application:@ata/mfe-catalog';
    const cart = document.createElement('div');
    cart.id = 'single-spa-application:@ata/mfe-cart-checkout';
    const drawer = document.createElement('div');
    createRoot(catalog).render(h(Field, null));
    createRoot(cart).render(h(Field, null));
    createRoot(drawer).render(h(Field, null));
    const ids = [catalog, cart, drawer].map((root) => root.querySelector('input')?.id);
    expect(ids[0]).toBe('Pmfecatalog-0');
    expect(ids[1]).toBe('Pmfecartcheckout-0');
    expect(new Set(ids).size).toBe(3);
  });

  it('hydrates the ids the server rendered for that application', async () => {
    const { renderToHtml } = await import('../src/server/render-to-html.preact.ts');
    const html = await renderToHtml(h(Field, null) as never, idPrefixFor('@ata/mfe-catalog'));
    const container = document.createElement('div');
    container.id = 'single-spa-application:@ata/mfe-catalog';
    container.innerHTML = html;
    const input = container.querySelector('input');
    hydrateRoot(container, h(Field, null));
    expect(container.querySelector('input')).toBe(input);
    expect(container.querySelector('label')?.htmlFor).toBe(input?.id);
    expect(input?.id).toBe('Pmfecatalog-0');
  });
});
