import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { settingsQuery } from './settingsQuery.ts';

/**
 * The shop's chat-app number for the drawer. The defaults live beside core's settings schema (zod),
 * which the drawer would otherwise pull into its first load (+25 KB gz): they are fetched only if
 * the settings call fails. Undefined while loading.
 */
export function useChatNumber(): string | undefined {
  const { data, isError } = useQuery(settingsQuery);
  const [fallback, setFallback] = useState<string>();
  useEffect(() => {
    if (!isError || data?.contact_whatsapp) return;
    let current = true;
    import('./defaults.ts')
      .then(({ defaultSettings }) => current && setFallback(defaultSettings.contact_whatsapp))
      .catch((error: unknown) => console.error('Could not load the default chat number', error));
    return () => {
      current = false;
    };
  }, [isError, data]);
  return data?.contact_whatsapp || fallback;
}
