import { triggerAppChange } from 'single-spa';
import type { RemoteName } from '../federation/manifest.ts';
import { setRemoteState } from './remote-status.ts';

/** Asks single-spa to try a failed remote again. */
export function retryApplication(name: RemoteName): void {
  setRemoteState(name, 'loading');
  // single-spa re-attempts apps in LOAD_ERROR 200 ms after the failure.
  window.setTimeout(() => void triggerAppChange(), 250);
}
