import { parseSettings, type Settings } from '@ata/core/settings';
import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from './settingsQuery.ts';

/** Site settings, with the defaults while loading or when the call fails. */
export function useSettings(): Settings {
  const { data } = useQuery(settingsQuery);
  return parseSettings(data);
}
