import type { CartStore } from '@ata/core/cart';
import { microFrontendNames } from '@ata/core/routes';
import { matchRoute } from '@ata/ui';
import {
  addErrorHandler,
  getAppStatus,
  LOAD_ERROR,
  mountRootParcel,
  registerApplication,
  start,
  triggerAppChange,
} from 'single-spa';
import { asCartStore, cartHolder, createMemoryCart } from '../cart/cart-holder.ts';
import type { RemoteName } from '../federation/manifest.ts';
import { loadRemote } from '../federation/remotes.ts';
import { setDrawerMounted } from './drawer-state.ts';
import { asLifecycles } from './lifecycles.ts';
import { setRemoteState } from './remote-status.ts';

/** The container single-spa-react mounts an application into (its default lookup id). */
export const containerId = (name: RemoteName) => `single-spa-application:${name}`;

/** The remote that owns a path, if any (route table in @ata/core). */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const owner = matchRoute(pathname)?.route.owner;
  return owner && owner !== 'shell' ? owner : undefined;
}

// ---- The one cart, shared by every application through the custom prop `cart` ----
/** mfe_cart_checkout's store; an in-memory stand-in when that remote cannot be loaded. */
export const cartReady: Promise<CartStore> = loadRemote('mfe_cart_checkout', './cart', asCartStore)
  .catch((error: unknown) => {
    console.error('The cart could not be loaded; using a temporary cart for this visit.', error);
    return createMemoryCart();
  })
  .then((store) => {
    cartHolder.set(store);
    return store;
  });

async function loadApplication(name: RemoteName) {
  setRemoteState(name, 'loading');
  try {
    await cartReady;
    const lifecycles = await loadRemote(name, './lifecycles', asLifecycles);
    setRemoteState(name, 'ready');
    return lifecycles;
  } catch (error) {
    setRemoteState(name, 'error');
    throw error;
  }
}

/** Registers the three micro-frontends and starts single-spa (call once the frame's containers exist). */
let started = false;
export function startApplications(drawerElement: HTMLElement | null): void {
  // Idempotent: React's StrictMode runs effects twice in development.
  if (started) return;
  started = true;
  if (drawerElement) void mountCartDrawer(drawerElement);
  for (const name of microFrontendNames) {
    registerApplication({
      name,
      app: () => loadApplication(name),
      activeWhen: (location) => remoteForPath(location.pathname) === name,
      customProps: () => ({ cart: cartHolder.get() }),
    });
  }
  addErrorHandler((error) => {
    const name = error.appOrParcelName as RemoteName;
    console.error(`"${name}" failed:`, error);
    if (!microFrontendNames.includes(name)) return;
    // A failed download is retried by single-spa on a later route change; a crash while mounting is not.
    setRemoteState(name, getAppStatus(name) === LOAD_ERROR ? 'error' : 'broken');
  });
  start({ urlRerouteOnly: true });
}

/** Asks single-spa to try a failed remote again. */
export function retryApplication(name: RemoteName): void {
  setRemoteState(name, 'loading');
  // single-spa re-attempts apps in LOAD_ERROR 200 ms after the failure.
  window.setTimeout(() => void triggerAppChange(), 250);
}

/** The cart drawer parcel, on every page. If it fails, log it and render nothing. */
async function mountCartDrawer(domElement: HTMLElement): Promise<void> {
  try {
    const store = await cartReady;
    const drawer = await loadRemote('mfe_cart_checkout', './drawer', asLifecycles);
    await mountRootParcel(drawer, { domElement, cart: store } as Parameters<typeof mountRootParcel>[1])
      .mountPromise;
    setDrawerMounted();
  } catch (error) {
    console.error('The cart drawer could not be shown.', error);
  }
}
