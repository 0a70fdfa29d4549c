import React from 'react';
import { createRoot } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { App } from './App.tsx';

// single-spa-react's types lag React 19; it only needs createRoot from react-dom/client.
const ReactDOMClient = { createRoot };

const lifecycles = singleSpaReact({
  React, // single-spa-react needs the whole of React (Component, createElement, createContext, version)
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: (error: Error) => {
    console.error(error);
    return <p role="alert">This part of the page could not be shown. Please reload.</p>;
  },
} as never);

export const { bootstrap, mount, unmount } = lifecycles;
