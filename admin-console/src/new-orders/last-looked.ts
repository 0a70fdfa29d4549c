import { useEffect, useSyncExternalStore } from 'react';

/** When the owner last opened the Orders list (ISO time), kept in this browser. */
const STORAGE_KEY = 'ata-admin.orders-last-looked';
const listeners = new Set<() => void>();

const read = (): string | null => {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

/** The owner has seen the Orders list: orders placed before now are no longer new. */
export function markOrdersLooked(at: Date = new Date()) {
  try {
    localStorage.setItem(STORAGE_KEY, at.toISOString());
  } catch {
    // Storage refused (private mode): the badge then counts from when the console was opened.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab of the console opened the Orders list.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The last-looked time; the first time ever it starts now, so only orders from then on count as new. */
export function useLastLooked(): string | null {
  const lastLooked = useSyncExternalStore(subscribe, read, () => null);
  useEffect(() => {
    if (lastLooked === null) markOrdersLooked();
  }, [lastLooked]);
  return lastLooked;
}

/** Marks the Orders list seen when it opens. */
export function useMarkOrdersLooked() {
  useEffect(() => markOrdersLooked(), []);
}
