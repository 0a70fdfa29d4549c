import {
  defaultSettings,
  privateSettingKeys,
  type SettingKey,
  type Settings,
  settingKeys,
} from '@ata/core/settings';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SettingEntity, type SettingRow } from '../db/entities/index.ts';
import { notFound } from '../errors.ts';

export const isSettingKey = (key: string): key is SettingKey =>
  (settingKeys as readonly string[]).includes(key);

export interface SettingJson {
  id: string | null;
  key: SettingKey;
  value: string;
  createdAt: string | null;
  updatedAt: string | null;
}

const settingJson = (key: SettingKey, row: SettingRow | null): SettingJson => ({
  id: row?.id ?? null,
  key,
  value: row?.value ?? defaultSettings[key],
  createdAt: row?.createdAt.toISOString() ?? null,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/** The settings anyone may read: all but the owner's own contacts (privateSettingKeys). */
export async function publicSettings(em: EntityManager): Promise<Partial<Settings>> {
  const settings: Partial<Settings> = await allSettings(em);
  for (const key of privateSettingKeys) delete settings[key];
  return settings;
}

/** Every known key, stored value or its default: the storefront never sees a missing key. */
export async function allSettings(em: EntityManager): Promise<Settings> {
  const rows = await em.find(SettingEntity, { key: { $in: [...settingKeys] } });
  const settings = { ...defaultSettings };
  for (const row of rows) settings[row.key as SettingKey] = row.value;
  return settings;
}

export async function getSetting(em: EntityManager, key: string): Promise<SettingJson> {
  if (!isSettingKey(key)) throw notFound('Unknown setting');
  return settingJson(key, await em.findOne(SettingEntity, { key }));
}

export async function putSetting(em: EntityManager, key: SettingKey, value: string): Promise<SettingJson> {
  const row = (await em.findOne(SettingEntity, { key })) ?? em.create(SettingEntity, { key, value });
  row.value = value;
  await em.flush();
  return settingJson(key, row);
}
