import { messages } from '@ata/core/site';
import { Button } from '@ata/ui';
import { useSyncExternalStore } from 'react';
import type { RemoteName } from '../federation/manifest.ts';
import { containerId } from '../spa/owners.ts';
import { getRemoteState, remoteStatus } from '../spa/remote-status.ts';
import { retryApplication } from '../spa/retry.ts';
import { PageLoading } from './ShellPage.tsx';

const serverVersion = () => 0;

/** The active micro-frontend's container holds something (the server's markup, or its own render). */
const hasContent = (name: RemoteName) => Boolean(document.getElementById(containerId(name))?.hasChildNodes());

/**
 * What the shell shows for the active micro-frontend while it loads (unless the server already
 * rendered it) or when it failed to load. single-spa-layout places the containers themselves.
 */
export function RemoteArea({ active }: { active: RemoteName | undefined }) {
  useSyncExternalStore(remoteStatus.subscribe, remoteStatus.getVersion, serverVersion);
  const state = active ? getRemoteState(active) : undefined;
  return (
    <>
      {active && state === 'loading' && !hasContent(active) && <PageLoading />}
      {active && (state === 'error' || state === 'broken') && (
        <RemoteError name={active} broken={state === 'broken'} />
      )}
    </>
  );
}

function RemoteError({ name, broken }: { name: RemoteName; broken: boolean }) {
  return (
    <section className="shell-container shell-section shell-remote-error" role="alert" data-remote={name}>
      {navigator.onLine === false ? (
        // Offline, and this page's code was never saved on the phone: say so plainly.
        <>
          <h1>{messages.regionOffline.title}</h1>
          <p>{messages.regionOffline.description}</p>
        </>
      ) : (
        <>
          <h1>This part of the shop is unavailable right now</h1>
          <p>
            We could not load this page. Check your connection and try again — the rest of the site still
            works.
          </p>
        </>
      )}
      <Button onClick={() => (broken ? window.location.reload() : retryApplication(name))}>Try Again</Button>
    </section>
  );
}
