import { defaultSettings } from '@ata/core/settings';
import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from './settingsQuery.ts';

/** The shop's chat-app number for the drawer: the default when the settings call fails, undefined while loading. */
export function useChatNumber(): string | undefined {
  const { data, isError } = useQuery(settingsQuery);
  return data?.contact_whatsapp || (isError ? defaultSettings.contact_whatsapp : undefined);
}
