import { usePathname } from '@ata/ui';
import { RemoteArea } from '../frame/RemoteArea.tsx';
import { remoteForPath } from '../spa/owners.ts';

/** single-spa application `shell_status`: a spinner or an error where a micro-frontend is loading or failed. */
export function StatusApp() {
  return <RemoteArea active={remoteForPath(usePathname())} />;
}
