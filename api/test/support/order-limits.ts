import type { SettingKey } from '@ata/core/settings';
import type { Orm } from '../../src/db/orm.ts';
import { adminHeaders } from './http-products.ts';

/** Stores owner settings straight in the database (what the admin's Settings page saves). */
export async function setSettings(orm: Orm, values: Partial<Record<SettingKey, string>>): Promise<void> {
  for (const [key, value] of Object.entries(values))
    await orm.em.fork().execute(
      `insert into "setting" ("id", "key", "value", "created_at", "updated_at")
       values (gen_random_uuid(), ?, ?, now(), now())
       on conflict ("key") do update set "value" = excluded."value", "updated_at" = now()`,
      [key, value],
    );
}

/**
 * Every test order comes from 127.0.0.1 with one phone number, so suites about other things (overselling
 * races, payments) would trip the owner's stock-hoarding limit; they set the share to 100 %, which never
 * refuses. The limit itself is tested in order-limits.test.ts.
 */
export const allowOneShopperAllStock = (orm: Orm) => setSettings(orm, { order_hoard_percent: '100' });

/** The same through a running server's settings API, as the owner would (suites on server processes). */
export async function allowOneShopperAllStockOver(base: string): Promise<void> {
  const response = await fetch(`${base}/api/settings/order_hoard_percent`, {
    method: 'PUT',
    headers: { ...adminHeaders, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value: '100' }),
  });
  if (response.status !== 200) throw new Error(`setting refused: ${response.status}`);
}
