import { settingUpdateSchema, settingValueSchema } from '@ata/core/settings';
import Router from '@koa/router';
import { requireAdmin } from '../auth/middleware.ts';
import type { Orm } from '../db/orm.ts';
import { sendFromCache } from '../http/cached-route.ts';
import type { AppState } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { JsonCache } from '../http/json-cache.ts';
import { param, parseBody } from '../http/validate.ts';
import { allSettings, getSetting, isSettingKey, putSetting } from './service.ts';

export function settingRoutes({ orm, cache }: { orm: Orm; cache: JsonCache }): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/settings' });

  router.get('/', (ctx) =>
    sendFromCache(ctx, cache, 'settings', async () => ({ data: await allSettings(orm.em.fork()) })),
  );

  router.get('/:key', async (ctx) => {
    ctx.body = await getSetting(orm.em.fork(), param(ctx, 'key'));
  });

  router.put('/:key', requireAdmin, async (ctx) => {
    const key = param(ctx, 'key');
    if (!isSettingKey(key)) throw notFound('Unknown setting');
    // The key's own rule (e-mail, URL…) reports its message under `value`, react-admin style.
    const { value } = parseBody(
      settingUpdateSchema.extend({ value: settingValueSchema(key) }),
      ctx.request.body,
    );
    ctx.body = await putSetting(orm.em.fork(), key, value);
    cache.invalidate('settings');
  });

  return router;
}
