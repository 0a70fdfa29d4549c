import { defaultSettings } from '@ata/core/settings';
import { settingsQuery } from '@ata/ui';
import { useQuery } from '@tanstack/react-query';

/**
 * The shop's chat-app number for the drawer: undefined while the settings load (the button waits),
 * the default number when they cannot be read.
 */
export function useChatNumber(): string | undefined {
  const { data, isError } = useQuery(settingsQuery);
  return data?.contact_whatsapp || (isError ? defaultSettings.contact_whatsapp : undefined);
}
