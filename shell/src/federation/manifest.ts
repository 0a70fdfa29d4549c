import { type MicroFrontendName, microFrontends, remoteEntryUrl } from '@ata/core/routes';
import { readServerState } from '@ata/ui/server-state.ts';

export type RemoteName = MicroFrontendName;
/** Remote name → URL of its remoteEntry.js, as served by `/mfe-manifest.json`. */
export type Manifest = Record<RemoteName, string>;

/** Same-origin entries, from core's table of micro-frontends. */
export const defaultManifest = Object.fromEntries(
  microFrontends.map((app) => [app.name, remoteEntryUrl(app.urlPath)]),
) as Manifest;

let manifestPromise: Promise<Manifest> | undefined;

/** Where the server-rendered page carries the manifest it was rendered with (saves a round trip). */
export const MANIFEST_STATE = '@manifest';

/**
 * The server-rendered page's copy, else fetched once (again with `refresh`, when retrying a remote that
 * failed: its URL may have been fixed meanwhile); when it cannot be read, the same-origin defaults are used.
 */
export function loadManifest(refresh = false): Promise<Manifest> {
  if (refresh) manifestPromise = undefined;
  const fromPage = refresh ? undefined : readServerState<Partial<Manifest>>(MANIFEST_STATE);
  if (fromPage) manifestPromise ??= Promise.resolve({ ...defaultManifest, ...pickStrings(fromPage) });
  manifestPromise ??= fetch('/mfe-manifest.json', { cache: 'no-cache' })
    .then((response) => (response.ok ? (response.json() as Promise<Partial<Manifest>>) : {}))
    .then((overrides) => ({ ...defaultManifest, ...pickStrings(overrides) }))
    .catch((error: unknown) => {
      console.error('Could not read /mfe-manifest.json; using default remote URLs.', error);
      return defaultManifest;
    });
  return manifestPromise;
}

function pickStrings(value: Partial<Manifest>): Partial<Manifest> {
  return Object.fromEntries(Object.entries(value).filter(([, url]) => typeof url === 'string' && url !== ''));
}
