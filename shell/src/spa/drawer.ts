import { mountRootParcel } from 'single-spa';
import { loadRemote } from '../federation/remotes.ts';
import { cartReady } from './cart.ts';
import { setDrawerMounted } from './drawer-state.ts';
import { asLifecycles } from './lifecycles.ts';

let mounted = false;

/** The cart drawer parcel, on every page. If it fails, log it and render nothing. */
export async function mountCartDrawer(domElement: HTMLElement): Promise<void> {
  if (mounted) return;
  mounted = true;
  try {
    const store = await cartReady();
    const drawer = await loadRemote('mfe_cart_checkout', './drawer', asLifecycles);
    await mountRootParcel(drawer, { domElement, cart: store } as Parameters<typeof mountRootParcel>[1])
      .mountPromise;
    setDrawerMounted();
  } catch (error) {
    console.error('The cart drawer could not be shown.', error);
  }
}
