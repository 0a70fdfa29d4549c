import { privateSettingKeys, type SettingKey, type Settings } from '@ata/core/settings';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import { fetchAll } from './fetch-all.ts';
import { httpClient } from './http-client.ts';
import { inDateRange, splitDateFilter } from './order-date-filter.ts';

export const API_URL = '/api';

const rest = simpleRestProvider(API_URL, httpClient);

/**
 * The admin sees every post (drafts too) at /api/blog/all; one post by id is /api/blog/id/:id, and one
 * recipe /api/recipes/id/:id (/api/recipes/:slug is the public read with the products).
 */
const listPath = (resource: string) => (resource === 'blog' ? 'blog/all' : resource);
const onePath = (resource: string) =>
  resource === 'blog' || resource === 'recipes' ? `${resource}/id` : resource;

export interface AdminDataProvider extends DataProvider {
  getSettings(): Promise<Settings>;
  updateSetting(key: SettingKey, value: string): Promise<unknown>;
}

/** ra-data-simple-rest on /api, with only the mappings the API's paths need. */
export const dataProvider: AdminDataProvider = {
  ...rest,
  getList: async <T extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<T>> => {
    const dates = resource === 'orders' ? splitDateFilter(params.filter) : undefined;
    if (!dates?.active) return rest.getList<T>(listPath(resource), params);
    // Date range on orders: read every order matching the other filters, keep the range, page here.
    const all = await fetchAll<T>(rest.getList, resource, { ...params, filter: dates.rest });
    const matching = all.filter((order) => inDateRange(String(order.createdAt), dates.from, dates.to));
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
  },
  getMany: (resource, params) => rest.getMany(listPath(resource), params),
  getOne: (resource, params) => rest.getOne(onePath(resource), params),
  update: async (resource, params) => {
    // The console only ever changes an order's status, which has its own endpoint; marking it shipped may
    // carry the owner's note (the rider, a tracking number).
    if (resource === 'orders') {
      const note = typeof params.data.note === 'string' ? params.data.note.trim() : '';
      const { json } = await httpClient(`${API_URL}/orders/${encodeURIComponent(params.id)}/status`, {
        method: 'PATCH',
        body: JSON.stringify({ status: params.data.status, ...(note && { note }) }),
      });
      return { data: { ...params.previousData, ...(json ?? {}), status: params.data.status } };
    }
    return rest.update(resource, params);
  },
  // The public answer leaves out the owner's own alert contacts: the admin reads those one by one.
  getSettings: async () => {
    const [all, ...privates] = await Promise.all([
      httpClient(`${API_URL}/settings`),
      ...privateSettingKeys.map((key) => httpClient(`${API_URL}/settings/${encodeURIComponent(key)}`)),
    ]);
    const owned = privates.map((answer) => answer.json as { key: string; value: string });
    return {
      ...(all.json as Settings),
      ...Object.fromEntries(owned.map((setting) => [setting.key, setting.value])),
    } as Settings;
  },
  updateSetting: async (key, value) =>
    (
      await httpClient(`${API_URL}/settings/${encodeURIComponent(key)}`, {
        method: 'PUT',
        body: JSON.stringify({ value }),
      })
    ).json,
};
