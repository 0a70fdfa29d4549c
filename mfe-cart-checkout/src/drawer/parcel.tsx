import type { CartStore } from '@ata/core/cart';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
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

// single-spa parcel lifecycles, written out instead of single-spa-react: this file is on every
// page's first load, and the wrapper would add 2.3 KB gz for three functions.
interface ParcelProps {
  name: string;
  domElement: HTMLElement;
  cart?: CartStore;
}
const roots = new Map<string, Root>();

export async function bootstrap(): Promise<void> {}

export async function mount(props: ParcelProps): Promise<void> {
  const root = createRoot(props.domElement);
  roots.set(props.name, root);
  root.render(<DrawerRoot cart={props.cart} />);
}

export async function update(props: ParcelProps): Promise<void> {
  roots.get(props.name)?.render(<DrawerRoot cart={props.cart} />);
}

export async function unmount(props: ParcelProps): Promise<void> {
  roots.get(props.name)?.unmount();
  roots.delete(props.name);
}
