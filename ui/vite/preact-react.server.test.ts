// @vitest-environment node
import { createElement as h } from 'preact/compat';
import { renderToString } from 'preact-render-to-string';
import { expect, it } from 'vitest';
import { useSyncExternalStore } from './preact-react.ts';

it('renders the server snapshot on the server (the client one may need the browser)', () => {
  function Label() {
    const value = useSyncExternalStore(
      () => () => {},
      () => (window as unknown as { value: string }).value,
      () => 'server',
    );
    return h('span', null, value);
  }
  expect(renderToString(h(Label, null) as never)).toBe('<span>server</span>');
});
