import {
  __federation_method_getRemote as getRemote,
  __federation_method_setRemote as setRemote,
} from 'virtual:__federation__';
import { loadManifest, type RemoteName } from './manifest.ts';
import { adoptRemoteStyles } from './remote-styles.ts';

const configured = new Map<RemoteName, string>();
let attempt = 0;

/** Points the federation runtime at the remote's URL (fresh config = not yet initialised). */
async function configure(name: RemoteName, bustCache: boolean): Promise<void> {
  const base = (await loadManifest(bustCache))[name];
  if (configured.has(name) && !bustCache) return;
  // After a failure the browser may have cached the failed module: ask for a new URL.
  const url = bustCache ? `${base}${base.includes('?') ? '&' : '?'}retry=${++attempt}` : base;
  setRemote(name, { url, format: 'esm', from: 'vite' });
  configured.set(name, url);
}

const failed = new Set<RemoteName>();

/**
 * Loads an exposed module of a remote (e.g. `./lifecycles`) and returns the export that satisfies
 * `pick` — the module itself or its `.default` (originjs may wrap it as `{ __esModule, default }`).
 * A failure is rethrown; the next call retries with a fresh URL. It resolves once the remote's stylesheet has
 * loaded (nothing it draws shows unstyled), unless `styles: false` (a module that draws nothing).
 */
export async function loadRemote<T>(
  name: RemoteName,
  exposed: string,
  pick: (candidate: unknown) => T | undefined,
  options: { styles?: boolean } = {},
): Promise<T> {
  await configure(name, failed.has(name));
  try {
    const raw = (await getRemote(name, exposed)) as { default?: unknown } | null;
    const module = pick(raw) ?? pick(raw?.default) ?? pick((raw?.default as { default?: unknown })?.default);
    if (module === undefined)
      throw new Error(`${name}/${exposed.slice(2)} does not export what the shell needs`);
    if (options.styles !== false) await adoptRemoteStyles(name, exposed);
    failed.delete(name);
    return module;
  } catch (error) {
    failed.add(name);
    throw error;
  }
}
