import type { Settings } from '@ata/core/settings';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderMessageEntity, type OrderMessageRow } from '../db/entities/index.ts';
import type { Orm } from '../db/orm.ts';
import { allSettings } from '../settings/service.ts';
import type { Channels } from './channels.ts';
import { queueMessage } from './plan.ts';
import { addJob, TASKS } from './queue.ts';

export interface RetryPolicy {
  /** After this long since the message was queued, a failure is final. */
  windowSeconds: number;
  /** The first retry's wait; it doubles each time, up to an hour. */
  delayMs: number;
}

const HOUR_MS = 3_600_000;

/** The wait before attempt `attempts + 1`. */
export const retryDelay = (policy: RetryPolicy, attempts: number) =>
  Math.min(policy.delayMs * 2 ** Math.max(0, attempts - 1), HOUR_MS);

/** The From header: the owner's sender name in front of MAIL_FROM. */
const fromHeader = (settings: Settings, mailFrom: string) =>
  `"${settings.message_sender_name.replaceAll('"', '')}" <${mailFrom}>`;

/**
 * The send job: one attempt at one message. Sent → `sent`. Refused → the attempt and its error are logged
 * on the message, and the job enqueues its own next attempt (our backoff: graphile-worker's own is fixed)
 * until the retry window closes; then the message is `failed`, and a WhatsApp message is tried by SMS.
 * A message not `queued` any more (sent by an earlier run) is left alone.
 */
export async function sendMessage(
  orm: Orm,
  id: string,
  deps: { channels: Channels; mailFrom: string; retry: RetryPolicy },
): Promise<void> {
  const em = orm.em.fork();
  const message = await em.findOne(OrderMessageEntity, { id });
  if (message?.status !== 'queued') return;
  const settings = await allSettings(em);
  const channel = deps.channels[message.channel as keyof Channels];
  let outcome: { providerId: string | null } | Error;
  try {
    if (!channel) throw new Error(`The ${message.channel} channel is not configured`);
    outcome = await channel.send({
      id: message.id,
      to: message.recipient,
      from: fromHeader(settings, deps.mailFrom),
      subject: message.subject ?? null,
      text: message.body,
      html: message.html ?? null,
      template: message.template,
      params: message.params ?? [],
    });
  } catch (error) {
    outcome = error instanceof Error ? error : new Error(String(error));
  }
  await em.transactional(async (tx) => {
    const attempts = message.attempts + 1;
    if (!(outcome instanceof Error)) {
      await tx.nativeUpdate(
        OrderMessageEntity,
        { id, status: 'queued' },
        {
          status: 'sent',
          attempts,
          providerId: outcome.providerId,
          sentAt: new Date(),
          updatedAt: new Date(),
        },
      );
      return;
    }
    const lastError = outcome.message.slice(0, 1000);
    const wait = retryDelay(deps.retry, attempts);
    const closes = message.createdAt.getTime() + deps.retry.windowSeconds * 1000;
    if (Date.now() + wait <= closes) {
      await tx.nativeUpdate(
        OrderMessageEntity,
        { id, status: 'queued' },
        { attempts, lastError, updatedAt: new Date() },
      );
      await addJob(tx, TASKS.send, { id }, { runAt: new Date(Date.now() + wait) });
      return;
    }
    const failed = await tx.nativeUpdate(
      OrderMessageEntity,
      { id, status: 'queued' },
      { status: 'failed', attempts, lastError, updatedAt: new Date() },
    );
    if (failed) await smsInstead(tx, message, settings, deps.channels);
  });
}

/** A WhatsApp message that failed goes again by SMS, when SMS is on. */
export async function smsInstead(
  tx: EntityManager,
  message: OrderMessageRow,
  settings: Settings,
  channels: Channels,
): Promise<void> {
  if (message.channel !== 'whatsapp' || !channels.sms || settings.notify_channels_sms === 'off') return;
  await queueMessage(tx, {
    orderId: message.orderId ?? null,
    channel: 'sms',
    recipient: message.recipient,
    audience: message.audience,
    template: message.template,
    subject: null,
    body: message.body.slice(0, 640),
    previousId: message.id,
  });
}
