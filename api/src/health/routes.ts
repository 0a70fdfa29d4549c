import Router from '@koa/router';
import type { Orm } from '../db/orm.ts';
import type { AppState } from '../http/context.ts';

/** `/healthz`: the process answers. `/readyz`: the database answers too. */
export function healthRoutes(orm: Orm): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await orm.em.fork().execute('select 1');
      ctx.body = { status: 'ok', database: 'up' };
    } catch {
      ctx.status = 503;
      ctx.body = { message: 'Database unavailable', status: 'unavailable', database: 'down' };
    }
  });
  return router;
}
