// What `react`, `react-dom` and `react-dom/client` are in the storefront's builds (see `preactAliases`):
// preact/compat, plus the part of React's contract it leaves out that server rendering relies on.

import type { ComponentChild } from 'preact';
import compat, {
  useSyncExternalStore as compatUseSyncExternalStore,
  hydrate,
  render,
  unmountComponentAtNode,
  useEffect,
  useState,
} from 'preact/compat';
import { idPrefixOfContainer } from '../src/ids/id-prefix.ts';
import { withIdPrefix } from '../src/ids/preact-ids.ts';

// preact/compat's types are written `export =` (CommonJS style), which TypeScript cannot re-export with
// `export *`; the module itself is ESM and this is what the bundlers read.
// @ts-expect-error TS2498
export * from 'preact/compat';

/** True while `hydrateRoot` hydrates (preact hydrates in one synchronous pass). */
let hydrating = false;
const onServer = typeof window === 'undefined';

/**
 * React renders a store's `getServerSnapshot` on the server and while hydrating (so that the markup
 * matches), then the client's snapshot; preact/compat ignores it (and would read `window` on the
 * server). This restores React's behaviour.
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [client, setClient] = useState(() => !(getServerSnapshot && (onServer || hydrating)));
  useEffect(() => {
    if (!client) setClient(true);
  }, [client]);
  return compatUseSyncExternalStore(
    subscribe,
    client || !getServerSnapshot ? getSnapshot : getServerSnapshot,
  );
}

type Root = { render: (children: ComponentChild) => void; unmount: () => void };

/** Roots that are not an application's (the drawer's parcel): each its own prefix. */
let otherRoots = 0;
const prefixOf = (container: Element) => idPrefixOfContainer(container, () => `r${++otherRoots}`);

function rootOf(container: Element, prefix: string): Root {
  return {
    render: (children) => render(withIdPrefix(children, prefix) as never, container),
    unmount: () => unmountComponentAtNode(container),
  };
}

export const createRoot = (container: Element): Root => rootOf(container, prefixOf(container));

export function hydrateRoot(container: Element, children: ComponentChild): Root {
  const prefix = prefixOf(container);
  hydrating = true;
  try {
    hydrate(withIdPrefix(children, prefix) as never, container);
  } finally {
    hydrating = false;
  }
  return rootOf(container, prefix);
}

// `import React from 'react'` (single-spa-react, our lifecycles) gets the same functions.
export default { ...compat, useSyncExternalStore, createRoot, hydrateRoot };
