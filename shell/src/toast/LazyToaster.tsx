import { lazy, Suspense, useEffect, useState } from 'react';
import { toastStore } from './toastStore.ts';

const Toaster = lazy(() => import('./Toaster.tsx'));

/**
 * Radix toast stays out of the first paint: the Toaster loads when the browser is idle, or at once
 * when the first toast arrives (the store keeps it until then).
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const unsubscribe = toastStore.subscribe(want);
    const idle = window.requestIdleCallback?.(want, { timeout: 3000 }) ?? window.setTimeout(want, 1500);
    return () => {
      unsubscribe();
      window.cancelIdleCallback?.(idle);
      window.clearTimeout(idle);
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
