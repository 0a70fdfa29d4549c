import { shellApplications } from '@ata/core/routes';
import { readServerState } from '@ata/ui/server-state.ts';

/** GET /api/settings as stored (a key the owner never set is missing). */
export type StoredSettings = Partial<Record<string, string>>;

/** The application whose server state carries the settings the page was rendered with. */
export const SETTINGS_STATE = shellApplications.footer;

let initial: StoredSettings | undefined;

/** The server render sets them before rendering (they are the same for every visitor). */
export function setServerSettings(value: StoredSettings): void {
  initial = value;
}

/** The settings the page was rendered with, if the server rendered it: hydration starts from them. */
export function initialSettings(): StoredSettings | undefined {
  initial ??= readServerState<StoredSettings>(SETTINGS_STATE);
  return initial;
}
