import { PARTNER_ATTRIBUTION_DAYS } from '@ata/core/partner';
import type { EntityManager } from '@mikro-orm/postgresql';
import { partnerForRef } from '../partners/service.ts';

/**
 * Partner attribution on the server cart: the first partner whose `ref` brought the cart is kept for
 * PARTNER_ATTRIBUTION_DAYS (a later ref within that window changes nothing; after it, a new ref counts as a
 * new first touch), and the order placed from the cart is credited to it.
 */

/** The partner a valid `ref` names, kept on the cart unless another came first within the window. */
export async function keepPartnerRef(em: EntityManager, cartId: string, partnerId: string): Promise<void> {
  await em.execute(
    `update cart set partner_id = ?, partner_at = now()
      where id = ? and (partner_id is null or partner_at < now() - ? * interval '1 day')`,
    [partnerId, cartId, PARTNER_ATTRIBUTION_DAYS],
  );
}

/** The partner a `ref` names, or null (an unknown or malformed ref is ignored, never an error). */
export async function refPartnerId(em: EntityManager, ref: unknown): Promise<string | null> {
  if (typeof ref !== 'string') return null;
  return (await partnerForRef(em, ref))?.id ?? null;
}

/** The partner to credit an order placed from this cart with: its first touch, if within the window. */
export async function cartPartnerId(em: EntityManager, cartId: string | undefined): Promise<string | null> {
  if (!cartId) return null;
  const [row] = await em.execute<{ partner_id: string | null }[]>(
    `select partner_id from cart where id = ? and partner_at >= now() - ? * interval '1 day'`,
    [cartId, PARTNER_ATTRIBUTION_DAYS],
  );
  return row?.partner_id ?? null;
}
