import type { RemoteName } from '../federation/manifest.ts';

/** What the shell shows in a remote's area: nothing (it renders itself), a spinner, or an error. */
export type RemoteState = 'loading' | 'ready' | 'error' | 'broken';

const states = new Map<RemoteName, RemoteState>();
const listeners = new Set<() => void>();
let version = 0;

export function setRemoteState(name: RemoteName, state: RemoteState): void {
  if (states.get(name) === state) return;
  states.set(name, state);
  version++;
  for (const listener of listeners) listener();
}

export const getRemoteState = (name: RemoteName): RemoteState | undefined => states.get(name);

export const remoteStatus = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getVersion: () => version,
};
