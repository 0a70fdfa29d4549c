import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The one place an order becomes cancelled, inside the cancelling transaction (after the stock went
 * back). Telling the shopper belongs here: a message enqueued in `tx` is sent only if the cancel commits.
 * Nothing is sent yet; the notifications come with their own issue.
 */
export async function orderCancelled(
  _tx: EntityManager,
  _order: { id: string; reason: string },
): Promise<void> {}
