// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { focusHeadingOnNavigation } from './focus-heading.ts';

let main: HTMLElement;
let stop: () => void;
const routed = () => window.dispatchEvent(new Event('single-spa:routing-event'));
const go = (href: string) => window.history.pushState(null, '', href);
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeEach(() => {
  go('/');
  main = document.createElement('main');
  main.innerHTML = '<h1>Home</h1><a href="/about">About</a>';
  document.body.append(main);
  stop = focusHeadingOnNavigation(main);
});
afterEach(() => {
  stop();
  main.remove();
});

describe('focusHeadingOnNavigation', () => {
  it('leaves focus alone on the first load and when only the query changes', async () => {
    routed();
    go('/?category=spices');
    routed();
    await settle();
    expect(document.activeElement).toBe(document.body);
    expect(main.querySelector('h1')?.hasAttribute('tabindex')).toBe(false);
  });

  it('focuses the new page heading once it shows, after its loading state', async () => {
    go('/product/p1');
    main.innerHTML = '<div aria-busy="true"><p role="status">Loading product…</p></div>';
    routed();
    await settle();
    expect(document.activeElement).toBe(document.body);
    main.innerHTML = '<h1>Suya Spice</h1>';
    const heading = main.querySelector('h1');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });

  it('does not take focus from a field the shopper is already typing in', async () => {
    go('/contact');
    main.innerHTML = '<h1>Contact</h1><input aria-label="Name">';
    const field = main.querySelector('input') as HTMLInputElement;
    field.focus();
    routed();
    await settle();
    expect(document.activeElement).toBe(field);
  });
});
