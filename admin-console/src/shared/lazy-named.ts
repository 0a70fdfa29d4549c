import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for a component exported by name: the module becomes a chunk of its own, fetched the first
 * time the component renders (inside a Suspense boundary).
 */
// biome-ignore lint/suspicious/noExplicitAny: any props, as React.lazy's own signature
export const lazyNamed = <K extends string, M extends Record<K, ComponentType<any>>>(
  load: () => Promise<M>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] }));
