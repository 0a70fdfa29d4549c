// What `react/jsx-runtime` is in the storefront's builds (see `preactAliases`): JSX through preact's
// `createElement`. Not preact/jsx-runtime itself: it re-exports `Fragment` straight from 'preact'
// (`export … from`), which originjs does not route through the shared scope, so every micro-frontend
// would load its own copy of preact for it. Here every import of preact is an `import` originjs shares.
import { type ComponentType, createElement, Fragment, type VNode } from 'preact';

export { Fragment };

/** The automatic runtime's element factory (`key` comes apart from the props; `ref` stays in them). */
export function jsx(type: string | ComponentType, props: Record<string, unknown>, key?: unknown): VNode {
  return createElement(type as ComponentType, key === undefined ? props : { ...props, key });
}
export { jsx as jsxs, jsx as jsxDEV };
