import Router from '@koa/router';
import type { Orm } from '../db/orm.ts';
import type { AppState } from '../http/context.ts';

/** What the process is doing: a draining process is alive but must get no new traffic. */
export interface Lifecycle {
  draining: boolean;
}

/** /readyz answers within this, whatever the database does (a frozen one would otherwise hang the probe). */
export const READY_TIMEOUT_MS = 800;

/** `/healthz`: the process answers. `/readyz`: the database answers too, and the process is not draining. */
export function healthRoutes(orm: Orm, lifecycle: Lifecycle): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (lifecycle.draining) {
      ctx.status = 503;
      ctx.body = { message: 'Shutting down', status: 'draining' };
      return;
    }
    if (await databaseAnswers(orm)) {
      ctx.body = { status: 'ok', database: 'up' };
      return;
    }
    ctx.status = 503;
    ctx.set('Retry-After', '5');
    ctx.body = { message: 'Database unavailable', status: 'unavailable', database: 'down' };
  });
  return router;
}

async function databaseAnswers(orm: Orm): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const query = orm.em
    .fork()
    .execute('select 1')
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([query, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
