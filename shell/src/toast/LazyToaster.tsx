import { lazy, Suspense, useEffect, useState } from 'react';
import { toastStore } from './toast-store.ts';

const Toaster = lazy(() => import('./Toaster.tsx'));

/**
 * Radix toast (~12 KB gzipped) is only downloaded when a toast is first raised (the store keeps it
 * meanwhile) or when F8, the hotkey that focuses the notifications, is pressed. Most page views never
 * show a toast, so most never pay for it.
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(() => toastStore.get() !== null);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const onKey = (event: KeyboardEvent) => event.key === 'F8' && want();
    const unsubscribe = toastStore.subscribe(want);
    window.addEventListener('keydown', onKey);
    return () => {
      unsubscribe();
      window.removeEventListener('keydown', onKey);
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
