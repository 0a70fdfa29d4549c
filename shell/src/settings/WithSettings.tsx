import { defaultSettings, type Settings } from '@ata/core/settings';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

// The data layer (TanStack Query, shared with the micro-frontends, and @ata/ui's useSettings) is not
// needed to paint the frame: it loads right after the first frame is painted, with the defaults until then.
const LiveSettings = lazy(() => import('./LiveSettings.tsx'));

let painted = false;

function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    // The second animation frame starts once the first one has been painted.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        painted = true;
        setReady(true);
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready]);
  return ready;
}

/** Renders `children` with the shop's settings: the defaults first, the owner's once they are read. */
export function WithSettings({ children }: { children: (settings: Settings) => ReactNode }) {
  const ready = useAfterFirstPaint();
  const fallback = children(defaultSettings);
  if (!ready) return fallback;
  return (
    <Suspense fallback={fallback}>
      <LiveSettings>{children}</LiveSettings>
    </Suspense>
  );
}
