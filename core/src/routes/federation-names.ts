/**
 * The names @originjs/vite-plugin-federation (1.4) gives what it builds: private conventions of the plugin
 * that the server's preload lists (api/src/serving/manifest.ts) and the shell's style adoption
 * (shell/src/federation/remote-styles.ts) read. Kept here alone; scripts/federation-names.test.ts builds
 * a real remote and fails when an update of the plugin renames any of them.
 */
export const federationNames = {
  /** The chunk name of a remote's `remoteEntry.js` in its Vite manifest. */
  remoteEntryChunk: 'remoteEntry',
  /** The chunk name of an exposed module: `./cart` → `__federation_expose_Cart`. */
  exposedChunk: (exposed: string): string =>
    `__federation_expose_${exposed.slice(2, 3).toUpperCase()}${exposed.slice(3)}`,
  /** Whether a chunk is a shared dependency's (React, TanStack Query), loaded once for the page. */
  isSharedChunk: (chunkName: string): boolean => chunkName.startsWith('__federation_shared_'),
  /**
   * The global a remote built with `dontAppendStylesToHead` leaves the stylesheets of an exposed module in,
   * for the host to link them.
   */
  pendingStylesGlobal: (remote: string, exposed: string): string => `css__${remote}__${exposed}`,
} as const;
