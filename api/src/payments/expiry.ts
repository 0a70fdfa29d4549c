import { LockMode } from '@mikro-orm/core';
import { OrderEntity } from '../db/entities/index.ts';
import type { Orm } from '../db/orm.ts';
import { restock, restockableLines } from '../orders/restock.ts';

const MINUTE_MS = 60_000;

/**
 * Releases the stock of online orders left unpaid past their reservation, each exactly once. Safe with
 * several API processes on one database: the due orders are locked `FOR UPDATE SKIP LOCKED`
 * (`PESSIMISTIC_PARTIAL_WRITE`), so each sweep claims different orders and skips one a payment, a cancel or
 * a refund is deciding right now, and `stockReleasedAt` is set in the transaction that puts the stock back.
 * An order without `reservedUntil` (never sent to Paystack) expires `reservationMinutes` after it was
 * placed. Returns the ids released.
 */
export async function releaseExpiredReservations(
  orm: Orm,
  options: { reservationMinutes: number; batch?: number },
): Promise<string[]> {
  // A background job, not a request: its own entity manager.
  return orm.em.fork().transactional(async (tx) => {
    const now = new Date();
    const placedBefore = new Date(now.getTime() - options.reservationMinutes * MINUTE_MS);
    const due = await tx.find(
      OrderEntity,
      {
        paymentMethod: 'paystack',
        paymentStatus: { $in: ['unpaid', 'failed'] },
        status: 'pending',
        stockReleasedAt: null,
        $or: [{ reservedUntil: { $lte: now } }, { reservedUntil: null, createdAt: { $lte: placedBefore } }],
      },
      {
        orderBy: { createdAt: 'asc' },
        limit: options.batch ?? 100,
        lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
      },
    );
    await restock(tx, restockableLines(due.flatMap((order) => order.items)));
    for (const order of due) order.stockReleasedAt = now;
    return due.map((order) => order.id);
  });
}
