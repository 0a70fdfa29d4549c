import type { MessageChannel } from '@ata/core/message';
import { OutboxMessageEntity } from '../../db/entities/index.ts';
import type { Orm } from '../../db/orm.ts';

export interface Caught {
  channel: MessageChannel;
  to: string;
  from: string;
  subject: string | null;
  text: string | null;
  html: string | null;
}

/** Keeps what a stand-in caught, in PostgreSQL: every API process's Outbox shows it. */
export async function keep(orm: Orm, caught: Caught): Promise<string> {
  const em = orm.em.fork();
  const row = em.create(OutboxMessageEntity, caught);
  await em.flush();
  return row.id;
}

/**
 * A stand-in told to fail (FAKE_MESSAGES_FAIL): refuses each message's first `count` attempts (Infinity:
 * all). Counted in this process, per message key.
 */
export function failures(count: number | undefined) {
  const seen = new Map<string, number>();
  return (key: string): boolean => {
    if (!count) return false;
    const attempts = (seen.get(key) ?? 0) + 1;
    seen.set(key, attempts);
    return attempts <= count;
  };
}
