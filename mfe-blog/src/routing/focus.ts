import { createContext, type RefObject, useContext, useEffect } from 'react';

/**
 * True once the reader has moved between blog pages inside the single-spa page (not on the first load):
 * then the new page's heading takes the focus, so screen readers announce it and keyboard users go on
 * from the top of the new page instead of from a link that no longer exists.
 */
export const NavigatedContext = createContext(false);

export function useFocusOnArrival(ref: RefObject<HTMLElement | null>): void {
  const navigated = useContext(NavigatedContext);
  useEffect(() => {
    if (navigated) ref.current?.focus({ preventScroll: true });
  }, [navigated, ref]);
}
