import { SERVER_STATE_ID } from '@ata/core/html';
import { ApiError } from '@ata/core/http';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

export type ServerState = Record<string, unknown>;

let parsed: ServerState | undefined;

/** What the server rendered this page with, for one application (read once per page). */
export function readServerState<T = DehydratedState>(appName: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!parsed) {
    const text = document.getElementById(SERVER_STATE_ID)?.textContent;
    try {
      parsed = text ? (JSON.parse(text) as ServerState) : {};
    } catch (error) {
      console.error('The server state of this page could not be read.', error);
      parsed = {};
    }
  }
  return parsed[appName] as T | undefined;
}

/** Fills a browser query client with the data the server rendered, so first load asks for none of it. */
export function hydrateFromServer(client: QueryClient, appName: string): QueryClient {
  const state = readServerState(appName);
  if (!state) return client;
  for (const query of state.queries) query.state.error = revive(query.state.error) as Error | null;
  hydrate(client, state);
  // What failed on the server (a product that does not exist) is shown as failed, not asked again.
  for (const query of state.queries)
    if (query.state.status === 'error') client.setQueryDefaults(query.queryKey, { retryOnMount: false });
  return client;
}

/** An API error crossed the page as plain JSON: make it an ApiError again (screens check its status). */
function revive(error: unknown): unknown {
  const value = error as { name?: unknown; status?: unknown; body?: unknown } | null;
  if (value?.name !== 'ApiError' || typeof value.status !== 'number') return error;
  const body = value.body;
  return new ApiError(value.status, '', typeof body === 'string' ? body : JSON.stringify(body ?? ''));
}
