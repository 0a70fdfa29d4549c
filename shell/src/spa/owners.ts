import { matchRoute } from '@ata/ui';
import type { RemoteName } from '../federation/manifest.ts';

/** The container single-spa(-layout) mounts an application into. */
export const containerId = (name: string) => `single-spa-application:${name}`;

/** The remote that owns a path, if any (route table in @ata/core). */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const owner = matchRoute(pathname)?.route.owner;
  return owner && owner !== 'shell' ? owner : undefined;
}
