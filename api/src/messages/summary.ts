import { formatKobo } from '@ata/core/money';
import type { Settings } from '@ata/core/settings';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PlanContext } from './plan.ts';
import { queueMessage } from './plan.ts';

/** HH:MM now in Lagos (Africa/Lagos, no daylight saving). */
export const lagosTime = (now: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);

const LOW_STOCK = 5;

/**
 * The owner's daily summary at the time she set (`daily_summary_time`, Lagos): the last 24 hours' orders,
 * paid revenue and the products running low. The queue runs its tick once a minute across all processes.
 */
export async function dailySummary(
  tx: EntityManager,
  settings: Settings,
  context: PlanContext,
  now: Date,
): Promise<number> {
  const at = settings.daily_summary_time.trim();
  if (!at || lagosTime(now) !== at) return 0;
  const since = new Date(now.getTime() - 24 * 3_600_000);
  const [figures] = await tx.execute<{ orders: string; paid: string | null }[]>(
    `select count(*) as orders, (select sum(paid_amount_kobo) from shop_order where paid_at > ?) as paid from shop_order where created_at > ?`,
    [since, since],
  );
  // Per size: a product whose 1 kg bag runs out is running low even with plenty of 100 g packs.
  const low = await tx.execute<{ name: string; stock: number }[]>(
    `select case when (select count(*) from product_variant o where o.product_id = p.id) > 1
                 then p.name || ' (' || v.label || ')' else p.name end as name, v.stock
       from product_variant v join product p on p.id = v.product_id
      where v.stock <= ? order by v.stock, p.name, v.position limit 20`,
    [LOW_STOCK],
  );
  const lines = [
    `Orders in the last 24 hours: ${figures?.orders ?? 0}`,
    `Paid revenue: ${formatKobo(Number(figures?.paid ?? 0))}`,
    low.length
      ? `Running low:\n${low.map((row) => `${row.stock} × ${row.name}`).join('\n')}`
      : 'No product is running low.',
    `${context.publicUrl}/admin`,
  ];
  const body = lines.join('\n');
  const email = settings.owner_alert_email.trim() || context.fallbackOwnerEmail;
  if (!email || !context.channels.email || settings.notify_channels_email === 'off') return 0;
  await queueMessage(tx, {
    orderId: null,
    channel: 'email',
    recipient: email,
    audience: 'owner',
    template: 'daily-summary',
    subject: `${settings.site_name}: your day in figures`,
    body,
  });
  return 1;
}
