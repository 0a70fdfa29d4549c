import React, { type ComponentType, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { whileHydrating } from './hydration/HydrateInTurn.tsx';
import { yieldToBrowser } from './hydration/yield-to-browser.ts';
import { idPrefixOfContainer } from './ids/id-prefix.ts';
import { RegionError } from './region-error/RegionError.tsx';

/**
 * Hydrates in a transition: React then hydrates in short slices and yields to the browser between
 * them (a default-priority hydration runs as one long, input-blocking task). Preact, the storefront's
 * React, hydrates in one synchronous pass: there the parts marked `HydrateInTurn` are what it leaves to
 * the tasks after this one.
 */
const hydrateInTransition: typeof hydrateRoot = (container, children, options) => {
  let root: ReturnType<typeof hydrateRoot> | undefined;
  // The ids the server rendered this application with (see ids/id-prefix.ts).
  const identifierPrefix = idPrefixOfContainer(container as Element, () => '');
  startTransition(() => {
    root = whileHydrating(() => hydrateRoot(container, children, { ...options, identifierPrefix }));
  });
  return root as ReturnType<typeof hydrateRoot>;
};

type LifeCycleFn = (props: object) => Promise<unknown>;
type MountProps = { name?: string; domElement?: HTMLElement };

/** The element single-spa(-layout) gives an application: its own, or the one named after it. */
const containerOf = (props: MountProps): HTMLElement | null =>
  props.domElement ?? (props.name ? document.getElementById(`single-spa-application:${props.name}`) : null);

/**
 * single-spa lifecycles for a micro-frontend's root component, with an error boundary that keeps a
 * crash inside the remote's own area. A container that already holds the server's markup is
 * hydrated (`hydrateRoot`); an empty one (a client navigation, or a region the server left for the
 * browser) gets a fresh root. single-spa-react needs the whole of React; its types lag React 19.
 */
export function reactLifecycles<Props extends object>(
  rootComponent: ComponentType<Props>,
  options: {
    /** Loads the code the current URL's screen needs, so that hydration does not wait for it. */
    preload?: (pathname: string) => Promise<unknown> | undefined;
  } = {},
) {
  let hydrateNext = false;
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: { createRoot, hydrateRoot: hydrateInTransition },
    rootComponent,
    renderType: () => (hydrateNext ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: (error: Error) => {
      console.error(error);
      return <RegionError error={error} />;
    },
  } as never) as { bootstrap: LifeCycleFn; mount: LifeCycleFn; unmount: LifeCycleFn };
  return {
    bootstrap: lifecycles.bootstrap,
    mount: async (props: object) => {
      await options.preload?.(window.location.pathname)?.catch(() => undefined);
      // single-spa mounts every application of the page in the same task: one task each instead.
      await yieldToBrowser();
      hydrateNext = containerOf(props as MountProps)?.hasChildNodes() ?? false;
      return lifecycles.mount(props);
    },
    unmount: lifecycles.unmount,
  };
}
