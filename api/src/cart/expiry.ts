import type { Logger } from 'pino';
import type { Orm } from '../db/orm.ts';
import { deleteIdleCarts } from './service.ts';

/** The queue's daily task that deletes carts idle for 30 days (their cookies have expired with them). */
export const CART_EXPIRY_TASK = 'cart-expiry';
/** Every day at 02:30 (server time); graphile-worker runs each scheduled run once whatever the processes. */
export const CART_EXPIRY_CRONTAB = `30 2 * * * ${CART_EXPIRY_TASK}`;

export async function expireIdleCarts(orm: Orm, logger: Pick<Logger, 'info'>, idleMs?: number) {
  const deleted = await deleteIdleCarts(orm.em.fork(), idleMs);
  if (deleted > 0) logger.info({ carts: deleted }, 'deleted idle carts');
  return deleted;
}
