import { api } from '@ata/core/http';

/** GET /api/settings as raw data, shared by the drawer and checkout (one cache entry). */
export const settingsQuery = {
  queryKey: ['/api/settings'],
  queryFn: () => api.getJson<Partial<Record<string, string>>>('/api/settings'),
};
