import { useEffect, useState } from 'react';

/**
 * A control's local value that follows `value` (e.g. after back/forward) and commits its own edits
 * after `delayMs` of quiet, so typing or dragging does not write the address bar on every keystroke.
 */
export function useDebouncedDraft<T>(
  value: T,
  commit: (draft: T) => void,
  delayMs: number,
  isSame: (a: T, b: T) => boolean = Object.is,
): [T, (draft: T) => void] {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (!isSame(value, committed)) {
    setCommitted(value);
    // Keep what is being typed when it already means the new value (e.g. a trailing space).
    if (!isSame(value, draft)) setDraft(value);
  }

  useEffect(() => {
    if (isSame(draft, committed)) return;
    const timer = setTimeout(() => commit(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, committed, commit, delayMs, isSame]);

  return [draft, setDraft];
}
