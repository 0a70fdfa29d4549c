import { saveDataRequested } from '@ata/core/image';
import { useSyncExternalStore } from 'react';

type Connection = EventTarget & { saveData?: boolean };
const connection = () =>
  (globalThis.navigator as (Navigator & { connection?: Connection }) | undefined)?.connection;

const subscribe = (onChange: () => void) => {
  const target = connection();
  target?.addEventListener?.('change', onChange);
  return () => target?.removeEventListener?.('change', onChange);
};
const serverSnapshot = () => false;

/**
 * The browser's data saver, for choosing image sources. The server cannot know it, so hydration starts
 * from "off" (the server's markup) and React re-renders with the browser's answer right after.
 */
export function useSaveData(): boolean {
  return useSyncExternalStore(subscribe, saveDataRequested, serverSnapshot);
}
