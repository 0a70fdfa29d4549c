import { microFrontendNames } from '@ata/core/routes';
import { deferredPartsHydrated, yieldToBrowser } from '@ata/ui';
import {
  addErrorHandler,
  getAppStatus,
  type LifeCycles,
  LOAD_ERROR,
  registerApplication,
  start,
} from 'single-spa';
import { constructApplications, constructLayoutEngine, constructRoutes } from 'single-spa-layout';
import { shellApplications } from '../apps/index.ts';
import type { RemoteName } from '../federation/manifest.ts';
import { loadRemote } from '../federation/remotes.ts';
import { cartReady, loadCartWhenIdle, pageCart } from './cart.ts';
import { asLifecycles } from './lifecycles.ts';
import { mountingInOwnTask } from './own-task.ts';
import { setRemoteState } from './remote-status.ts';

const isRemote = (name: string): name is RemoteName => (microFrontendNames as string[]).includes(name);

async function loadApplication(name: string): Promise<LifeCycles> {
  if (name in shellApplications)
    return mountingInOwnTask(shellApplications[name as keyof typeof shellApplications] as LifeCycles);
  if (!isRemote(name)) throw new Error(`Unknown application ${name}`);
  setRemoteState(name, 'loading');
  try {
    // The cart and checkout pages run on the cart store (their lifecycles import it anyway): hand over first.
    if (name === 'mfe_cart_checkout') await cartReady();
    // A task of its own: with its files preloaded, the remote's code would otherwise run in single-spa's start.
    await yieldToBrowser();
    const lifecycles = await loadRemote(name, './lifecycles', asLifecycles);
    setRemoteState(name, 'ready');
    return mountingInOwnTask(lifecycles);
  } catch (error) {
    setRemoteState(name, 'error');
    throw error;
  }
}

/**
 * Builds single-spa's routes and applications from the layout template the server also composed the
 * page with (so both agree on who owns a URL), hydrates the server's markup, and starts single-spa.
 */
export function startApplications(template: HTMLTemplateElement): void {
  const routes = constructRoutes(template);
  const applications = constructApplications({ routes, loadApp: ({ name }) => loadApplication(name) });
  const layoutEngine = constructLayoutEngine({ routes, applications, active: false });
  for (const application of applications) {
    const layoutProps = application.customProps as (name: string, location: Location) => object;
    registerApplication({
      ...application,
      customProps: (name: string, location: Location) => ({
        ...layoutProps(name, location),
        cart: pageCart(),
      }),
    } as never);
  }
  addErrorHandler((error) => {
    const name = error.appOrParcelName;
    console.error(`"${name}" failed:`, error);
    if (!isRemote(name)) return;
    // A failed download is retried by single-spa on a later route change; a crash while mounting is not.
    setRemoteState(name, getAppStatus(name) === LOAD_ERROR ? 'error' : 'broken');
  });
  // The first routing ends once every application of this page has mounted (hydrated), and the parts they
  // left for later have hydrated in their turns a few tasks after: controls can act.
  // The cart store is not needed to hydrate (lazy-cart.ts): it loads once the hydrated page is idle.
  window.addEventListener(
    'single-spa:routing-event',
    () =>
      void deferredPartsHydrated().then(() => {
        document.documentElement.setAttribute('data-hydrated', '');
        loadCartWhenIdle();
      }),
    { once: true },
  );
  layoutEngine.activate();
  start({ urlRerouteOnly: true });
}
