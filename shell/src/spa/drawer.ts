import { navigate } from '@ata/ui';
import { mountRootParcel } from 'single-spa';
import { subscribeToCart } from '../cart/cart-holder.ts';
import { loadRemote } from '../federation/remotes.ts';
import { cartReady } from './cart.ts';
import { setDrawerMounted } from './drawer-state.ts';
import { asLifecycles } from './lifecycles.ts';

let prepared = false;
let loading: Promise<void> | undefined;

/**
 * The cart drawer parcel, on every page, loaded the first time the cart opens (most visits never open it,
 * and a slow phone should not download it before the page is interactive). The cart button treats the
 * drawer as available at once; if the drawer cannot be loaded, the shopper is taken to /cart instead.
 */
export async function mountCartDrawer(domElement: HTMLElement): Promise<void> {
  if (prepared) return;
  prepared = true;
  const store = await cartReady();
  setDrawerMounted();
  const unsubscribe = subscribeToCart(() => {
    if (!store.getSnapshot().isOpen || loading) return;
    unsubscribe();
    loading = load(domElement, store);
  });
}

async function load(domElement: HTMLElement, store: Awaited<ReturnType<typeof cartReady>>): Promise<void> {
  try {
    const drawer = await loadRemote('mfe_cart_checkout', './drawer', asLifecycles);
    await mountRootParcel(drawer, { domElement, cart: store } as Parameters<typeof mountRootParcel>[1])
      .mountPromise;
  } catch (error) {
    console.error('The cart drawer could not be shown.', error);
    store.close();
    navigate('/cart');
  }
}
