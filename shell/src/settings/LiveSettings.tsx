import type { Settings } from '@ata/core/settings';
import { createQueryClient, useSettings } from '@ata/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// The shell's one cache for the visit (footer and Contact page read the same settings).
const queryClient = createQueryClient();

type Render = (settings: Settings) => ReactNode;

function Read({ children }: { children: Render }) {
  return children(useSettings());
}

export default function LiveSettings({ children }: { children: Render }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Read>{children}</Read>
    </QueryClientProvider>
  );
}
