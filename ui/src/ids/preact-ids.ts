import type { ComponentChild } from 'preact';

/**
 * Preact's `useId` walks up to the nearest vnode carrying an id mask (`__m`: [prefix, counter]) or to
 * the root, and returns `P<prefix>-<counter++>`. Giving the tree's top vnode its own mask makes that
 * root's ids its own. `__m` is preact 10's mangled name for the mask (hooks/src/index.js, `_mask`); the
 * tests in preact-react.test.ts fail if a preact release renames it.
 */
export function withIdPrefix<T extends ComponentChild>(children: T, prefix: string): T {
  if (children && typeof children === 'object' && !Array.isArray(children))
    (children as unknown as { __m?: [string, number] }).__m = [prefix, 0];
  return children;
}
