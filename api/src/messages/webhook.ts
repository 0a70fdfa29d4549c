import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderMessageEntity } from '../db/entities/index.ts';
import { allSettings } from '../settings/service.ts';
import type { Channels } from './channels.ts';
import { smsInstead } from './send.ts';

/** `sha256=<hex>` of HMAC-SHA256 over the raw body with the app secret, compared in constant time. */
export function validSignature(raw: Buffer, header: string | undefined, secret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}

/** How far a message got: a callback never moves it back (read stays read when a late "delivered" comes). */
const RANK: Record<string, number> = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

interface StatusCallback {
  id?: unknown;
  status?: unknown;
  errors?: { title?: unknown; message?: unknown; code?: unknown }[];
}

/** The statuses in a webhook body (entry[].changes[].value.statuses[]). */
function statusesOf(body: unknown): StatusCallback[] {
  const entries = (body as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) =>
    (
      ((entry as { changes?: unknown })?.changes as { value?: { statuses?: unknown } }[] | undefined) ?? []
    ).flatMap((change) =>
      Array.isArray(change?.value?.statuses) ? (change.value.statuses as StatusCallback[]) : [],
    ),
  );
}

/** Applies WhatsApp's status callbacks to the messages they name; a failed one goes again by SMS. */
export async function applyStatuses(em: EntityManager, body: unknown, channels: Channels): Promise<number> {
  let applied = 0;
  for (const callback of statusesOf(body)) {
    const status = String(callback.status ?? '');
    if (typeof callback.id !== 'string' || !['sent', 'delivered', 'read', 'failed'].includes(status))
      continue;
    await em.transactional(async (tx) => {
      const message = await tx.findOne(OrderMessageEntity, {
        providerId: callback.id as string,
        channel: 'whatsapp',
      });
      if (!message || (RANK[message.status] ?? 0) >= RANK[status]!) return;
      if (status === 'failed' && message.status === 'read') return;
      message.status = status;
      if (status === 'failed') {
        const error = callback.errors?.[0];
        message.lastError = String(
          error?.message ?? error?.title ?? 'WhatsApp reported the message failed',
        ).slice(0, 1000);
        await smsInstead(tx, message, await allSettings(tx), channels);
      }
      applied += 1;
    });
  }
  return applied;
}
