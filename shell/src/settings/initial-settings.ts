import { shellApplications } from '@ata/core/routes';
import { readServerState } from '@ata/ui/server-state.ts';
import { createContext } from 'react';

/** GET /api/settings as stored (a key the owner never set is missing). */
export type StoredSettings = Partial<Record<string, string>>;

/** The application whose server state carries the settings the page was rendered with. */
export const SETTINGS_STATE = shellApplications.footer;

/**
 * The settings a server render reads (shell/src/server.tsx provides them per render: two renders at once
 * never see each other's).
 */
export const RenderedSettings = createContext<StoredSettings | undefined>(undefined);

let fromPage: StoredSettings | undefined;

/** In the browser, the settings the page was rendered with, if the server rendered it: hydration starts from them. */
export function initialSettings(): StoredSettings | undefined {
  fromPage ??= readServerState<StoredSettings>(SETTINGS_STATE);
  return fromPage;
}
