import type { SettingKey, Settings } from '@ata/core';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { httpClient } from './httpClient.ts';

export const API_URL = '/api';

const rest = simpleRestProvider(API_URL, httpClient);

/** The admin sees every post (drafts too) at /api/blog/all; one post by id is /api/blog/id/:id. */
const listPath = (resource: string) => (resource === 'blog' ? 'blog/all' : resource);
const onePath = (resource: string) => (resource === 'blog' ? 'blog/id' : resource);

export interface AdminDataProvider extends DataProvider {
  getSettings(): Promise<Settings>;
  updateSetting(key: SettingKey, value: string): Promise<unknown>;
}

/** ra-data-simple-rest on /api, with only the mappings the API's paths need. */
export const dataProvider: AdminDataProvider = {
  ...rest,
  getList: (resource, params) => rest.getList(listPath(resource), params),
  getMany: (resource, params) => rest.getMany(listPath(resource), params),
  getOne: (resource, params) => rest.getOne(onePath(resource), params),
  update: async (resource, params) => {
    // The console only ever changes an order's status, which has its own endpoint.
    if (resource === 'orders') {
      const { json } = await httpClient(`${API_URL}/orders/${encodeURIComponent(params.id)}/status`, {
        method: 'PATCH',
        body: JSON.stringify({ status: params.data.status }),
      });
      return { data: { ...params.previousData, ...(json ?? {}), status: params.data.status } };
    }
    return rest.update(resource, params);
  },
  getSettings: async () => (await httpClient(`${API_URL}/settings`)).json as Settings,
  updateSetting: async (key, value) =>
    (
      await httpClient(`${API_URL}/settings/${encodeURIComponent(key)}`, {
        method: 'PUT',
        body: JSON.stringify({ value }),
      })
    ).json,
};
