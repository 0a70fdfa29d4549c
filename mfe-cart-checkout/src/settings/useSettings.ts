import { api, type Settings, withDefaultSettings } from '@ata/core';
import { useQuery } from '@tanstack/react-query';

/** Site settings (GET /api/settings), with the defaults while loading or when the call fails. */
export function useSettings(): Settings {
  const { data } = useQuery({
    queryKey: ['/api/settings'],
    queryFn: () => api.getJson<Record<string, string>>('/api/settings'),
  });
  return withDefaultSettings(data);
}
