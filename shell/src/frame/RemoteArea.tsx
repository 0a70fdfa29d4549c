import { microFrontendNames } from '@ata/core/routes';
import { Button } from '@ata/ui';
import { useSyncExternalStore } from 'react';
import type { RemoteName } from '../federation/manifest.ts';
import { containerId, retryApplication } from '../spa/applications.ts';
import { getRemoteState, remoteStatus } from '../spa/remote-status.ts';
import { PageLoading } from './ShellPage.tsx';

/**
 * The containers single-spa mounts the micro-frontends into (React never renders inside them),
 * plus what the shell shows for the active one while it loads or when it failed to load.
 */
export function RemoteArea({ active }: { active: RemoteName | undefined }) {
  useSyncExternalStore(remoteStatus.subscribe, remoteStatus.getVersion);
  const state = active ? getRemoteState(active) : undefined;
  return (
    <>
      {microFrontendNames.map((name) => (
        <div key={name} id={containerId(name)} className="shell-remote" hidden={name !== active} />
      ))}
      {active && state === 'loading' && <PageLoading />}
      {active && (state === 'error' || state === 'broken') && (
        <RemoteError name={active} broken={state === 'broken'} />
      )}
    </>
  );
}

function RemoteError({ name, broken }: { name: RemoteName; broken: boolean }) {
  return (
    <section className="shell-container shell-section shell-remote-error" role="alert" data-remote={name}>
      <h1>This part of the shop is unavailable right now</h1>
      <p>
        We could not load this page. Check your connection and try again — the rest of the site still works.
      </p>
      <Button onClick={() => (broken ? window.location.reload() : retryApplication(name))}>Try Again</Button>
    </section>
  );
}
