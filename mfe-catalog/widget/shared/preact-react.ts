// What the embeds import from 'react', served by plain Preact in their builds (../../vite.widget.config.ts
// aliases 'react' here): Preact's hooks without preact/compat, which costs each embed ~1.5 KB gzipped.
// Only the hooks the embeds and the shop components they reuse call are listed; a missing one fails the build.
import { useEffect, useState } from 'preact/hooks';

export {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'preact/hooks';

/** The embeds only read the data saver through it: subscribe once, read the snapshot on each change. */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  snapshot: () => T,
): T {
  const [value, setValue] = useState(snapshot);
  useEffect(() => {
    setValue(snapshot);
    return subscribe(() => setValue(snapshot));
  }, [subscribe, snapshot]);
  return value;
}
