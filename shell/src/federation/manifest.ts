import { type MicroFrontendName, microFrontends, remoteEntryUrl } from '@ata/core/routes';

export type RemoteName = MicroFrontendName;
/** Remote name → URL of its remoteEntry.js, as served by `/mfe-manifest.json`. */
export type Manifest = Record<RemoteName, string>;

/** Same-origin entries, from core's table of micro-frontends. */
export const defaultManifest = Object.fromEntries(
  microFrontends.map((app) => [app.name, remoteEntryUrl(app.urlPath)]),
) as Manifest;

let manifestPromise: Promise<Manifest> | undefined;

/**
 * Fetched once (again with `refresh`, when retrying a remote that failed: its URL may have been
 * fixed meanwhile); when it cannot be read, the same-origin defaults are used.
 */
export function loadManifest(refresh = false): Promise<Manifest> {
  if (refresh) manifestPromise = undefined;
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
