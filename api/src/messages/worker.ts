import type { OrderTemplate } from '@ata/core/message';
import { parseCrontab, type Runner, run, type TaskList, Logger as WorkerLogger } from 'graphile-worker';
import type { Logger } from 'pino';
import { CART_EXPIRY_CRONTAB, CART_EXPIRY_TASK, expireIdleCarts } from '../cart/expiry.ts';
import { OrderEntity } from '../db/entities/index.ts';
import { createOrm, type Orm } from '../db/orm.ts';
import type { DatabaseTimeouts } from '../db/timeouts.ts';
import { releaseExpiredReservations } from '../payments/expiry.ts';
import { allSettings } from '../settings/service.ts';
import type { PlanContext } from './plan.ts';
import { planOrderMessages } from './plan.ts';
import { addJob, TASKS } from './queue.ts';
import { type RetryPolicy, sendMessage } from './send.ts';
import { dailySummary } from './summary.ts';

export interface WorkerOptions extends PlanContext {
  /** The shop's ORM: the queue connects to the same database with a pool of its own. */
  orm: Orm;
  timeouts?: Partial<DatabaseTimeouts>;
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
 * sent and retried, the reservation sweep, the daily summary and the cart expiry run on schedule. Every process may run it;
 * each job runs in one of them. `concurrency` 0: this process only enqueues. Stopped by server.ts's drain.
 */
export async function startWorker(
  options: WorkerOptions,
): Promise<{ stop(budgetMs?: number): Promise<void> }> {
  const { logger } = options;
  const url = options.orm.config.get('clientUrl');
  if (!url) throw new Error('startWorker: the ORM has no clientUrl');
  // The jobs' own connections: a job cut off by a lost database must not hold up the requests' pool when
  // the process drains (this one is closed within the queue's budget).
  const orm = await createOrm(url, {
    logger,
    poolMax: Math.max(1, options.concurrency),
    timeouts: options.timeouts,
  });
  // The sweep re-enqueues itself after each run; this makes sure one is pending (a pending one keeps its time).
  await orm.em
    .fork()
    .transactional((tx) => addJob(tx, TASKS.sweep, {}, { jobKey: SWEEP_KEY, jobKeyMode: 'preserve_run_at' }));
  if (options.concurrency === 0) {
    await orm.close(true);
    return { stop: async () => {} };
  }
  const context: PlanContext = {
    channels: options.channels,
    publicUrl: options.publicUrl,
    fallbackOwnerEmail: options.fallbackOwnerEmail,
  };
  const taskList: TaskList = {
    [TASKS.orderEvent]: async (payload) => {
      const { orderId, templates } = payload as { orderId: string; templates: OrderTemplate[] };
      await orm.em.fork().transactional(async (tx) => {
        const order = await tx.findOne(OrderEntity, { id: orderId });
        if (!order) return;
        const settings = await allSettings(tx);
        for (const template of templates) await planOrderMessages(tx, template, order, settings, context);
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
    [CART_EXPIRY_TASK]: async () => {
      await expireIdleCarts(orm, logger);
    },
  };
  const options_ = {
    connectionString: url,
    // Few connections: one listens, the others fetch and complete jobs (each process has its own).
    maxPoolSize: options.concurrency + 2,
    concurrency: options.concurrency,
    noHandleSignals: true,
    pollInterval: 1000,
    taskList,
    parsedCronItems: parseCrontab(`* * * * * ${TASKS.summaryTick}\n${CART_EXPIRY_CRONTAB}`),
    logger: workerLogger(logger),
    // Completions and failures through graphile-worker's batcher (0 ms: no waiting): its errors stop the
    // pool cleanly (restarted below) where the unbatched path leaves a rejected promise that ends the process
    // when the database goes away mid-job.
    preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
  };
  // The queue stops when it loses its database for good (a stopped server); it is started again, every
  // few seconds until that works, so the process recovers alone as its requests do.
  let runner: Runner | undefined = await run(options_);
  let stopping = false;
  const watch = (current: Runner) => {
    current.promise.catch((error: unknown) => {
      if (stopping) return;
      logger.error({ err: error }, 'the job queue stopped; starting it again');
      runner = undefined;
      void restart();
    });
  };
  const restart = async () => {
    while (!stopping && !runner) {
      await new Promise((resolve) => setTimeout(resolve, RESTART_MS).unref());
      if (stopping) return;
      try {
        const started = await run(options_);
        if (stopping) await started.stop();
        else {
          runner = started;
          watch(started);
        }
      } catch (error) {
        logger.warn({ err: error }, 'the job queue could not start yet');
      }
    }
  };
  watch(runner);
  return {
    // Running jobs get `budgetMs` to finish (the drain's deadline is the server's); with the database gone
    // the queue cannot say goodbye, and a job left locked is taken up again by graphile-worker later.
    stop: async (budgetMs = 5000) => {
      stopping = true;
      const current = runner;
      if (!current) return;
      const stopped = current
        .stop()
        .catch((error: unknown) => logger.warn({ err: error }, 'job queue stop failed'));
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, budgetMs).unref())]);
    },
  };
}

const RESTART_MS = 3000;
