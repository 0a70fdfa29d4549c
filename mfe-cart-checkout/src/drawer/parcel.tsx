import type { CartStore } from '@ata/core';
import React, { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { cart } from '../cart/store.ts';
import { DrawerErrorBoundary } from './DrawerErrorBoundary.tsx';
import '@ata/ui/tokens.css';
import '../shared/base.css';
import './drawer.css';

// The parcel is mounted on every page but most visits never open the cart: keep the drawer itself
// (and the data layer it needs) out of the first load.
const DrawerApp = lazy(() => import('./DrawerApp.tsx'));

/** Mounted by the shell on every page; uses the shell's cart store when it passes one. */
function DrawerRoot({ cart: store = cart }: { cart?: CartStore }) {
  const { isOpen } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [needed, setNeeded] = useState(isOpen);
  if (isOpen && !needed) setNeeded(true);
  return (
    <DrawerErrorBoundary>
      {needed && (
        <Suspense fallback={null}>
          <DrawerApp store={store} />
        </Suspense>
      )}
    </DrawerErrorBoundary>
  );
}

const parcel = singleSpaReact({
  React, // single-spa-react needs the whole of React (Component, createElement, version)
  ReactDOMClient: { createRoot },
  rootComponent: DrawerRoot,
  errorBoundary: (error: Error) => {
    console.error('Cart drawer failed to render', error);
    return null;
  },
} as never);

export const { bootstrap, mount, unmount } = parcel;
