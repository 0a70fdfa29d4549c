import { defaultSettings, parseSettings, type Settings } from '@ata/core/settings';
import { useSyncExternalStore } from 'react';

/**
 * Store settings (contact details, social links) from GET /api/settings, read once per visit and
 * shared by the footer and the Contact page. Defaults show while loading or when the call fails.
 *
 * A plain `fetch` on purpose: core's API client imports zod (for `checkAuth`), ~23 KB gzipped that
 * every page of the shop would pay for this one public, unauthenticated read.
 */
let settings: Settings = defaultSettings;
let requested = false;
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

export const useSettings = (): Settings => useSyncExternalStore(subscribe, () => settings);
