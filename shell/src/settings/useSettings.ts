import { defaultSettings, parseSettings, type Settings } from '@ata/core/settings';
import { readServerState } from '@ata/ui/server-state.ts';
import { useSyncExternalStore } from 'react';

/**
 * Store settings (contact details, social links) from GET /api/settings, read once per visit and
 * shared by the footer and the Contact page. Defaults show while loading or when the call fails.
 *
 * A plain `fetch` on purpose: core's API client imports zod (for `checkAuth`), ~23 KB gzipped that
 * every page of the shop would pay for this one public, unauthenticated read.
 */
/** Where the server render left the settings it used (the browser then asks for them no more). */
export const SETTINGS_STATE = 'shell_footer';

const fromServer = readServerState<Settings>(SETTINGS_STATE);
let settings: Settings = fromServer ?? defaultSettings;
let requested = fromServer !== undefined;
const listeners = new Set<() => void>();

async function fetchSettings(): Promise<Partial<Record<string, string>>> {
  const response = await fetch('/api/settings', {
    headers: { Accept: 'application/json' },
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as Partial<Record<string, string>>;
}

function load() {
  if (requested) return;
  requested = true;
  fetchSettings()
    .then((answer) => {
      settings = parseSettings(answer);
      for (const listener of listeners) listener();
    })
    .catch((error: unknown) =>
      console.error('GET /api/settings failed; showing the default store details.', error),
    );
}

function subscribe(listener: () => void) {
  load();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => settings;

/** The server render sets them before rendering (the same for every visitor). */
export function setServerSettings(value: Settings): void {
  settings = value;
  requested = true;
}

export const useSettings = (): Settings => useSyncExternalStore(subscribe, current, current);
