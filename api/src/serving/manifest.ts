import { type MicroFrontendName, microFrontends, remoteEntryUrl } from '@ata/core/routes';

export type MfeManifest = Record<MicroFrontendName, string>;

/**
 * `/mfe-manifest.json`: each remote's `remoteEntry.js`. `MFE_<NAME>_URL` moves a remote to another
 * origin without rebuilding the shell; it may name the entry file itself or the folder it is served from.
 */
export function buildManifest(env: NodeJS.ProcessEnv = process.env): MfeManifest {
  const entries = microFrontends.map((app) => {
    const override = env[app.env]?.trim();
    if (!override) return [app.name, remoteEntryUrl(app.urlPath)];
    if (/\.m?js(\?|$)/.test(override)) return [app.name, override];
    return [app.name, remoteEntryUrl(override)];
  });
  return Object.fromEntries(entries) as MfeManifest;
}

/** Origins other than our own that pages must be allowed to load scripts from (CSP). */
export function foreignOrigins(manifest: MfeManifest): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifest)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
