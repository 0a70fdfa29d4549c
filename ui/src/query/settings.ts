import { api } from '@ata/core/http';
import { numberSetting, parseSettings, type Settings } from '@ata/core/settings';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /api/settings as stored (a key the owner never set is missing). One cache entry per app; the
 * key is the API path, as for every storefront read. Not cancelled when the screen that asked goes
 * away: the answer is small and the next screen (footer, drawer, product page) wants it too.
 */
export const settingsQuery = {
  queryKey: ['/api/settings'],
  queryFn: () => api.getJson<Partial<Record<string, string>>>('/api/settings'),
};

/** The shop's settings, with the defaults while they load, when the call fails, or for a blank key. */
export function useSettings(): Settings {
  const { data } = useQuery(settingsQuery);
  return parseSettings(data);
}

/** The most units of one product an order may hold (the owner's setting; the server refuses more). */
export const useMaxPerOrderLine = (): number => numberSetting(useSettings(), 'order_max_line_quantity');
