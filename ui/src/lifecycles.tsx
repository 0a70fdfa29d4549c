import React, { type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';

/**
 * single-spa lifecycles for a micro-frontend's root component, with an error boundary that keeps a
 * crash inside the remote's own area. single-spa-react needs the whole of React (Component,
 * createElement, createContext, version); its types lag React 19, hence the cast.
 */
export function reactLifecycles<Props extends object>(rootComponent: ComponentType<Props>) {
  return singleSpaReact({
    React,
    ReactDOMClient: { createRoot },
    rootComponent,
    errorBoundary: (error: Error) => {
      console.error(error);
      return <p role="alert">This part of the page could not be shown. Please reload.</p>;
    },
  } as never) as { bootstrap: LifeCycleFn; mount: LifeCycleFn; unmount: LifeCycleFn };
}

type LifeCycleFn = (props: object) => Promise<unknown>;
