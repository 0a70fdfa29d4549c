import { shellApplications } from '@ata/core/routes';
import { createQueryClient } from '@ata/ui';
import { hydrateFromServer } from '@ata/ui/server-state.ts';
import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';

let browserClient: QueryClient | undefined;

/**
 * The shell's pages carry no query client (their content is static): a page that reads the API gets one
 * here, in the browser filled from what the server rendered it with. The server render has its own
 * around the whole tree (shell/src/server.tsx), as a test may; a client already there is kept.
 */
export function PageQueries({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer || typeof document === 'undefined') return children;
  browserClient ??= hydrateFromServer(createQueryClient(), shellApplications.pages);
  return <QueryClientProvider client={browserClient}>{children}</QueryClientProvider>;
}
