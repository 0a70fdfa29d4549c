import path from 'node:path';
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

/** One application the server composes pages from: where its server entry and its page CSS are. */
export interface ServerApplication {
  /** Absolute path of `dist/server/server.js`. */
  serverEntry: string;
  /** Stylesheets (URLs) the page must link in `<head>` when this application is on it. */
  css: string[];
  /** The browser's entry (URL) to preload, if it is loaded over the network. */
  browserEntry?: string;
}

/**
 * The server's half of the runtime manifest, from the same builds as `/mfe-manifest.json`: per single-spa
 * application, its server entry, CSS and browser entry. The shell's own applications share its entry.
 */
export function buildServerManifest(
  root: string,
  manifest: MfeManifest,
  listCss: (dir: string) => string[],
): Record<string, ServerApplication> {
  const shellEntry = path.join(root, 'shell/dist/server/server.js');
  const shell: ServerApplication = { serverEntry: shellEntry, css: [] };
  const applications: Record<string, ServerApplication> = {
    shell_header: shell,
    shell_pages: shell,
    shell_status: shell,
    shell_footer: shell,
  };
  for (const app of microFrontends) {
    const browserEntry = manifest[app.name];
    const assetsUrl = browserEntry.slice(0, browserEntry.lastIndexOf('/') + 1);
    applications[app.name] = {
      serverEntry: path.join(root, app.workspace, 'dist/server/server.js'),
      css: listCss(path.join(root, app.workspace, 'dist/assets')).map((file) => `${assetsUrl}${file}`),
      browserEntry,
    };
  }
  return applications;
}
