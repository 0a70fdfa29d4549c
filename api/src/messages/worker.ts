import { parseCrontab, type Runner, run, type TaskList, Logger as WorkerLogger } from 'graphile-worker';
import type { Logger } from 'pino';
import { OrderEntity } from '../db/entities/index.ts';
import type { Orm } from '../db/orm.ts';
import { releaseExpiredReservations } from '../payments/expiry.ts';
import { allSettings } from '../settings/service.ts';
import type { OrderTemplate } from './content.ts';
import type { PlanContext } from './plan.ts';
import { planOrderMessages } from './plan.ts';
import { addJob, TASKS } from './queue.ts';
import { type RetryPolicy, sendMessage } from './send.ts';
import { dailySummary } from './summary.ts';

export interface WorkerOptions extends PlanContext {
  orm: Orm;
  logger: Logger;
  concurrency: number;
  mailFrom: string;
  retry: RetryPolicy;
  sweep: { reservationMinutes: number; everyMs: number; onReleased?: () => void };
}

const SWEEP_KEY = 'reservation-sweep';

/** graphile-worker's log lines through ours. */
const workerLogger = (logger: Logger) =>
  new WorkerLogger((scope) => (level, message, meta) => {
    const log = level === 'error' ? logger.error : level === 'warning' ? logger.warn : logger.debug;
    log.call(logger, { queue: scope, ...meta }, message);
  });

/**
 * The job queue (graphile-worker, on the shop's PostgreSQL): order events become messages, messages are
 * sent and retried, the reservation sweep and the daily summary run on schedule. Every process may run it;
 * each job runs in one of them. `concurrency` 0: this process only enqueues. Stopped by server.ts's drain.
 */
export async function startWorker(options: WorkerOptions): Promise<{ stop(): Promise<void> }> {
  const { orm, logger } = options;
  const url = orm.config.get('clientUrl');
  if (!url) throw new Error('startWorker: the ORM has no clientUrl');
  // The sweep re-enqueues itself after each run; this makes sure one is pending (a pending one keeps its time).
  await orm.em
    .fork()
    .transactional((tx) => addJob(tx, TASKS.sweep, {}, { jobKey: SWEEP_KEY, jobKeyMode: 'preserve_run_at' }));
  if (options.concurrency === 0) return { stop: async () => {} };
  const context: PlanContext = {
    channels: options.channels,
    publicUrl: options.publicUrl,
    fallbackOwnerEmail: options.fallbackOwnerEmail,
  };
  const taskList: TaskList = {
    [TASKS.orderEvent]: async (payload) => {
      const { orderId, template } = payload as { orderId: string; template: OrderTemplate };
      await orm.em.fork().transactional(async (tx) => {
        const order = await tx.findOne(OrderEntity, { id: orderId });
        if (!order) return;
        await planOrderMessages(tx, template, order, await allSettings(tx), context);
      });
    },
    [TASKS.send]: async (payload) => {
      await sendMessage(orm, (payload as { id: string }).id, {
        channels: options.channels,
        mailFrom: options.mailFrom,
        retry: options.retry,
      });
    },
    [TASKS.sweep]: async () => {
      try {
        const ids = await releaseExpiredReservations(orm, {
          reservationMinutes: options.sweep.reservationMinutes,
        });
        if (ids.length) {
          logger.info({ orders: ids }, 'released the stock of unpaid online orders');
          options.sweep.onReleased?.();
        }
      } catch (error) {
        // Logged, not thrown: a failed job would be retried beside the next scheduled one.
        logger.error({ err: error }, 'reservation sweep failed');
      } finally {
        await orm.em
          .fork()
          .transactional((tx) =>
            addJob(
              tx,
              TASKS.sweep,
              {},
              { jobKey: SWEEP_KEY, runAt: new Date(Date.now() + options.sweep.everyMs) },
            ),
          );
      }
    },
    [TASKS.summaryTick]: async () => {
      await orm.em
        .fork()
        .transactional(async (tx) => dailySummary(tx, await allSettings(tx), context, new Date()));
    },
  };
  const runner: Runner = await run({
    connectionString: url,
    concurrency: options.concurrency,
    noHandleSignals: true,
    pollInterval: 1000,
    taskList,
    parsedCronItems: parseCrontab(`* * * * * ${TASKS.summaryTick}`),
    logger: workerLogger(logger),
  });
  return { stop: () => runner.stop() };
}
