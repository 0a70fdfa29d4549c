import { navigate } from '@ata/ui';
import { mountRootParcel } from 'single-spa';
import type { LazyCart } from '../cart/lazy-cart.ts';
import { loadRemote } from '../federation/remotes.ts';
import { pageCart } from './cart.ts';
import { setDrawerMounted } from './drawer-state.ts';
import { asLifecycles } from './lifecycles.ts';

let prepared = false;
let loading: Promise<void> | undefined;

/**
 * The cart drawer parcel, on every page, loaded the first time the cart opens (most visits never open it,
 * and a slow phone should not download it, its stylesheet or the cart store before the page is
 * interactive). The cart button treats the drawer as available at once; if the drawer cannot be loaded, the
 * shopper is taken to /cart instead.
 */
export function mountCartDrawer(domElement: HTMLElement): void {
  if (prepared) return;
  prepared = true;
  const store = pageCart();
  setDrawerMounted();
  const unsubscribe = store.subscribe(() => {
    if (!store.getSnapshot().isOpen || loading) return;
    unsubscribe();
    loading = load(domElement, store);
  });
}

async function load(domElement: HTMLElement, store: LazyCart): Promise<void> {
  try {
    // The drawer's stylesheet is linked (and loaded) by loadRemote; opening the cart already loads the store.
    const [drawer] = await Promise.all([
      loadRemote('mfe_cart_checkout', './drawer', asLifecycles),
      store.load(),
    ]);
    await mountRootParcel(drawer, { domElement, cart: store } as Parameters<typeof mountRootParcel>[1])
      .mountPromise;
  } catch (error) {
    console.error('The cart drawer could not be shown.', error);
    store.close();
    navigate('/cart');
  }
}
