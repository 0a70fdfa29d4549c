import type { EntityManager } from '@mikro-orm/postgresql';

/** The queue's tasks (messages/worker.ts runs them). */
export const TASKS = {
  orderEvent: 'order-event',
  send: 'send-message',
  sweep: 'reservation-sweep',
  summaryTick: 'daily-summary-tick',
} as const;

/**
 * Adds a job in the caller's transaction (graphile-worker's add_job): it runs only once that transaction
 * commits, and never if it rolls back. `jobKey`: at most one pending job with that key (a newer add
 * replaces a pending one; a running one is left to finish).
 */
export async function addJob(
  em: EntityManager,
  task: string,
  payload: object,
  options: { runAt?: Date; jobKey?: string; jobKeyMode?: 'replace' | 'preserve_run_at' } = {},
): Promise<void> {
  await em.execute(
    'select graphile_worker.add_job(?, ?::json, run_at => ?::timestamptz, job_key => ?, job_key_mode => ?)',
    [
      task,
      JSON.stringify(payload),
      (options.runAt ?? new Date()).toISOString(),
      options.jobKey ?? null,
      options.jobKeyMode ?? 'replace',
    ],
  );
}
