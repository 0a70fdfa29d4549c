import type { Logger } from 'pino';
import type { Orm } from '../db/orm.ts';

/**
 * Releases the stock of online orders left unpaid past their reservation, each exactly once. Safe with
 * several API processes on one database: `FOR UPDATE SKIP LOCKED` lets each sweep claim different orders
 * (and skip one a payment is being applied to right now), and `stock_released_at` is set in the same
 * transaction that puts the stock back. An order without `reserved_until` (never sent to Paystack)
 * expires `reservationMinutes` after it was placed. Returns the ids released.
 */
export async function releaseExpiredReservations(
  orm: Orm,
  options: { reservationMinutes: number; batch?: number },
): Promise<string[]> {
  return orm.em.fork().transactional(async (tx) => {
    const released = await tx.execute<{ id: string }[]>(
      `with due as (
         select "id" from "shop_order"
          where "payment_method" = 'paystack' and "payment_status" in ('unpaid', 'failed')
            and "status" = 'pending' and "stock_released_at" is null
            and coalesce("reserved_until", "created_at" + make_interval(mins => ?)) <= now()
          order by "created_at"
          limit ? for update skip locked
       ), released as (
         update "shop_order" o set "stock_released_at" = now(), "updated_at" = now()
           from due where o."id" = due."id"
         returning o."id", o."items"
       ), restock as (
         select (item->>'productId')::uuid as "product_id", sum((item->>'quantity')::int) as "quantity"
           from released, jsonb_array_elements(released."items") item
          where item->>'productId' is not null
          group by 1
       ), products as (
         update "product" p set "stock" = p."stock" + restock."quantity", "updated_at" = now()
           from restock where p."id" = restock."product_id"
         returning p."id"
       )
       select "id" from released`,
      [options.reservationMinutes, options.batch ?? 100],
    );
    return released.map((row) => row.id);
  });
}

/** Runs the sweep every `everyMs` (first run at once) until stopped; errors are logged, not thrown. */
export function startExpirySweep(
  orm: Orm,
  options: { reservationMinutes: number; everyMs: number; logger: Logger; onReleased?: () => void },
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = releaseExpiredReservations(orm, options)
      .then((ids) => {
        if (ids.length === 0) return;
        options.logger.info({ orders: ids }, 'released the stock of unpaid online orders');
        options.onReleased?.();
      })
      .catch((error) => options.logger.error({ err: error }, 'reservation sweep failed'));
  };
  sweep();
  const timer = setInterval(sweep, options.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
