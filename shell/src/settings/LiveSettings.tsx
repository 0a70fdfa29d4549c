import type { Settings } from '@ata/core/settings';
import { createQueryClient, settingsQuery, useSettings } from '@ata/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { initialSettings } from './initial-settings.ts';

// The shell's one cache for the visit (footer and Contact page read the same settings).
// It starts with the settings the server rendered the page with: the browser does not ask for them again.
const queryClient = createQueryClient();
const fromServer = initialSettings();
if (fromServer) queryClient.setQueryData(settingsQuery.queryKey, fromServer);

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
