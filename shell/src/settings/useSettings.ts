import { defaultSettings, type Settings, withDefaultSettings } from '@ata/core';
import { useSyncExternalStore } from 'react';

/**
 * Store settings (contact details, social links) from GET /api/settings, read once per visit and
 * shared by the footer and the Contact page. Defaults show while loading or when the call fails.
 */
let settings: Settings = defaultSettings;
let requested = false;
const listeners = new Set<() => void>();

function load() {
  if (requested) return;
  requested = true;
  // The API client is imported on demand: it brings zod (for checkAuth), which the first paint can do without.
  import('@ata/core')
    .then(({ api }) => api.getJson<Partial<Record<string, string>>>('/api/settings'))
    .then((answer) => {
      settings = withDefaultSettings(answer);
      for (const listener of listeners) listener();
    })
    .catch(() => {
      // Logged by the API client; the defaults stay.
    });
}

function subscribe(listener: () => void) {
  load();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useSettings = (): Settings => useSyncExternalStore(subscribe, () => settings);
