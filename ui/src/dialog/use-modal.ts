import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focusable and shown (hidden elements have no offset parent in a browser). */
const focusables = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);

/**
 * Modal behaviour for a panel while `open` (WAI-ARIA dialog pattern): focus moves in (to
 * `initialFocus`, else the first control), Tab and Shift+Tab cycle inside, Escape calls `onClose`,
 * the page behind does not scroll, and focus goes back to whatever had it once the panel closes.
 */
export function useModal(
  panel: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  // Runs once per opening: the refs are read when the panel opens, not on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-running on every render would steal focus.
  useEffect(() => {
    const root = panel.current;
    if (!open || !root) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? focusables(root)[0] ?? root).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        latestOnClose.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open]);
}
