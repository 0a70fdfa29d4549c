import { isPrivateSetting, settingKeys, settingUpdateSchema, settingValueSchema } from '@ata/core/settings';
import { keySchema } from '@ata/core/validation';
import * as z from 'zod/mini';
import { requireAdmin } from '../auth/middleware.ts';
import { notFound } from '../errors.ts';
import { sendFromCache } from '../http/cached-route.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import { NOT_MODIFIED, ok } from '../http/responses.ts';
import { defineRoute } from '../http/route.ts';
import { parseWith } from '../http/validate.ts';
import { getSetting, isSettingKey, publicSettings, putSetting } from './service.ts';

const settingsSchema = z.object(
  Object.fromEntries(settingKeys.filter((key) => !isPrivateSetting(key)).map((key) => [key, z.string()])),
);
/** One setting; `id` and the dates are null while the default value is in use. */
const settingSchema = z.object({
  id: z.nullable(z.string()),
  key: z.enum(settingKeys),
  value: z.string(),
  createdAt: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});
const keyParams = z.object({ key: keySchema.check(z.describe(`one of ${settingKeys.join(', ')}`)) });
const UNKNOWN = 'Unknown setting';

export function settingRoutes({ cache }: { cache: ResponseCache }) {
  const tag = 'settings';
  return [
    defineRoute({
      method: 'get',
      path: '/api/settings',
      tag,
      summary: 'All settings, keyed by setting key',
      access: 'public',
      responses: { 200: ok(settingsSchema), 304: NOT_MODIFIED },
      handler: (ctx) =>
        sendFromCache(ctx, cache, 'settings', async () => ({ data: await publicSettings(ctx.state.em) })),
    }),
    defineRoute({
      method: 'get',
      path: '/api/settings/:key',
      tag,
      summary: "One setting (the owner's alert contacts: admins only)",
      access: 'public',
      params: keyParams,
      responses: { 200: ok(settingSchema), 404: UNKNOWN },
      handler: async (ctx, { params }) => {
        if (isPrivateSetting(params.key)) await requireAdmin(ctx, async () => {});
        ctx.body = await getSetting(ctx.state.em, params.key);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/api/settings/:key',
      tag,
      summary: 'Change one setting',
      access: 'admin',
      params: keyParams,
      body: settingUpdateSchema,
      responses: { 200: ok(settingSchema), 404: UNKNOWN },
      handler: async (ctx, { params, body }) => {
        const { key } = params;
        if (!isSettingKey(key)) throw notFound(UNKNOWN);
        // The key's own rule (e-mail, URL…) reports its message under `value`, react-admin style.
        const { value } = parseWith(z.object({ value: settingValueSchema(key) }), body);
        ctx.body = await putSetting(ctx.state.em, key, value);
        cache.invalidate('settings');
      },
    }),
  ];
}
