import type { EntityManager } from '@mikro-orm/postgresql';
import * as z from 'zod/mini';
import { ok } from '../http/responses.ts';
import { defineRoute } from '../http/route.ts';

/** What the process is doing: a draining process is alive but must get no new traffic. */
export interface Lifecycle {
  draining: boolean;
}

/** /readyz answers within this, whatever the database does (a frozen one would otherwise hang the probe). */
export const READY_TIMEOUT_MS = 800;

/** `/healthz`: the process answers. `/readyz`: the database answers too, and the process is not draining. */
export const healthRoutes = (lifecycle: Lifecycle) => [
  defineRoute({
    method: 'get',
    path: '/healthz',
    tag: 'health',
    summary: 'The process is up',
    access: 'public',
    responses: { 200: ok(z.object({ status: z.literal('ok') })) },
    handler: (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: 'ok' };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/readyz',
    tag: 'health',
    summary: 'The database is reachable and the process takes traffic',
    access: 'public',
    responses: {
      200: ok(z.object({ status: z.literal('ok'), database: z.literal('up') })),
      503: {
        description: 'Shutting down, or the database does not answer (then with `Retry-After`)',
        schema: z.union([
          z.object({ message: z.string(), status: z.literal('draining') }),
          z.object({ message: z.string(), status: z.literal('unavailable'), database: z.literal('down') }),
        ]),
      },
    },
    handler: async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      if (lifecycle.draining) {
        ctx.status = 503;
        ctx.body = { message: 'Shutting down', status: 'draining' };
        return;
      }
      if (await databaseAnswers(ctx.state.em)) {
        ctx.body = { status: 'ok', database: 'up' };
        return;
      }
      ctx.status = 503;
      ctx.set('Retry-After', '5');
      ctx.body = { message: 'Database unavailable', status: 'unavailable', database: 'down' };
    },
  }),
];

async function databaseAnswers(em: EntityManager): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const query = em.execute('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
